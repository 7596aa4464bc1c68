import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NomenclatureInputSchema, NomenclatureViewSchema, type Nomenclature } from '../schemas/nomenclature.ts';
import { editorCatalogue, nomenclatureEstimate, nomenclatureFormValues, nomenclatureMarginPercent, nomenclatureView, validateNomenclatureForm } from './nomenclatures.ts';

const catalogue = new Map([
  ['VP00010', { name: 'Accu Li-ion 18650 3,6 V 2600 mAh', price: 4.1 }],
  ['CA00003', { name: 'Batterie camescope 7,2 V', price: 39.9 }],
]);

const pack: Nomenclature = {
  id: 'nom-1',
  reference: 'CA00003',
  designation: 'Pack 2S1P 7,2 V',
  composants: [
    { reference: 'VP00010', quantite: 2 },
    { reference: 'BMS-2S', designation: 'Circuit de protection 2S', quantite: 1, prix_unitaire: 1.35 },
  ],
  main_oeuvre: 6.5,
};

describe('bill of materials cost roll-up (issue 9, /admin/nomenclatures)', () => {
  it('adds catalogue prices, parts at their own cost and the assembly, to the cent', () => {
    const view = nomenclatureView(pack, (reference) => catalogue.get(reference));
    expect(view.lignes).toEqual([
      { reference: 'VP00010', designation: 'Accu Li-ion 18650 3,6 V 2600 mAh', quantite: 2, prix_unitaire: 4.1, total: 8.2 },
      { reference: 'BMS-2S', designation: 'Circuit de protection 2S', quantite: 1, prix_unitaire: 1.35, total: 1.35 },
    ]);
    expect(view).toMatchObject({ cout_composants: 9.55, cout_total: 16.05, sans_prix: [], prix_vente: 39.9 });
    expect(v.safeParse(NomenclatureViewSchema, view).success).toBe(true);
  });

  it('sums in cents: ten lines of 0.1 € make 1 €, not 0.9999…', () => {
    const tenths = { ...pack, composants: Array.from({ length: 10 }, (_, i) => ({ reference: `P${i}`, quantite: 1, prix_unitaire: 0.1 })), main_oeuvre: 0.2 };
    expect(nomenclatureView(tenths, () => undefined)).toMatchObject({ cout_composants: 1, cout_total: 1.2 });
  });

  it('leaves a component of unknown cost out of the total and names it; the catalogue price wins over the line', () => {
    const view = nomenclatureView(
      { ...pack, reference: 'PACK-HORS-CATALOGUE', composants: [{ reference: 'VP00010', quantite: 3, prix_unitaire: 99 }, { reference: 'INCONNU', quantite: 4 }] },
      (reference) => catalogue.get(reference),
    );
    expect(view.lignes[0]).toMatchObject({ prix_unitaire: 4.1, total: 12.3 });
    expect(view.lignes[1]).toMatchObject({ designation: 'INCONNU', prix_unitaire: null, total: null });
    expect(view).toMatchObject({ cout_composants: 12.3, cout_total: 18.8, sans_prix: ['INCONNU'], prix_vente: null });
  });

  it('refuses a pack without components, a quantity of 0 and an endless list', () => {
    const input = { reference: 'CA00003', designation: 'Pack', main_oeuvre: 0 };
    expect(v.safeParse(NomenclatureInputSchema, { ...input, composants: [] }).success).toBe(false);
    expect(v.safeParse(NomenclatureInputSchema, { ...input, composants: [{ reference: 'VP00010', quantite: 0 }] }).success).toBe(false);
    const many = Array.from({ length: 51 }, () => ({ reference: 'VP00010', quantite: 1 }));
    expect(v.safeParse(NomenclatureInputSchema, { ...input, composants: many }).success).toBe(false);
    expect(v.safeParse(NomenclatureInputSchema, { ...input, composants: [{ reference: 'VP00010', quantite: 2 }] }).success).toBe(true);
  });
});

describe('the bill editor (issue 9, /admin/nomenclatures)', () => {
  it('gives back the bill it was filled from, decimal commas read', () => {
    const values = nomenclatureFormValues(pack);
    expect(validateNomenclatureForm(values)).toEqual({ ok: true, value: { reference: pack.reference, designation: pack.designation, composants: pack.composants, main_oeuvre: 6.5 } });
    const comma = { ...values, main_oeuvre: '7,25' };
    expect(validateNomenclatureForm(comma)).toMatchObject({ ok: true, value: { main_oeuvre: 7.25 } });
  });

  it('knows a catalogue part\'s price as soon as the catalogue answers for it, before the bill is saved (issue 27)', () => {
    const values = { ...nomenclatureFormValues(pack), composants: [...nomenclatureFormValues(pack).composants, { reference: 'CA00003', designation: '', quantite: '2', prix_unitaire: '' }] };
    const before = nomenclatureEstimate(values, pack.id, editorCatalogue(undefined, []));
    expect(before?.sans_prix).toEqual(['VP00010', 'CA00003']);
    const parts = [{ reference: 'CA00003', designation: 'Batterie camescope 7,2 V', prix_unitaire: 39.9 }];
    const after = nomenclatureEstimate(values, pack.id, editorCatalogue(undefined, parts));
    expect(after?.lignes[2]).toMatchObject({ designation: 'Batterie camescope 7,2 V', prix_unitaire: 39.9, total: 79.8 });
    expect(after?.sans_prix).toEqual(['VP00010']);
  });

  it("keeps the saved bill's catalogue prices, never a part's own cost, so a retyped cost counts at once", () => {
    const saved = nomenclatureView(pack, (reference) => catalogue.get(reference));
    const known = editorCatalogue(saved, []);
    expect([...known.keys()]).toEqual(['VP00010']);
    const values = nomenclatureFormValues(pack);
    const retyped = { ...values, composants: [values.composants[0]!, { ...values.composants[1]!, prix_unitaire: '2' }] };
    expect(nomenclatureEstimate(retyped, pack.id, known)).toMatchObject({ cout_composants: 10.2, cout_total: 16.7, sans_prix: [] });
    expect(nomenclatureEstimate({ ...values, main_oeuvre: 'x' }, pack.id, known)).toBeNull();
  });

  it('names each wrong field in French, with the API paths', () => {
    const values = nomenclatureFormValues(pack);
    const wrong = { ...values, main_oeuvre: '', composants: [{ ...values.composants[0]!, quantite: '0' }] };
    expect(validateNomenclatureForm(wrong)).toEqual({ ok: false, errors: { main_oeuvre: 'Ce champ est requis', 'composants.0.quantite': 'Au moins 1' } });
  });
});

describe("a pack's margin (issue 9, /admin/nomenclatures)", () => {
  it('is the sale price less the cost, in whole percent of the sale price', () => {
    expect(nomenclatureMarginPercent({ prix_vente: 31.52, cout_total: 14.55 })).toBe(54);
  });
  it('is unknown without a sale price', () => {
    expect(nomenclatureMarginPercent({ prix_vente: null, cout_total: 14.55 })).toBeNull();
    expect(nomenclatureMarginPercent({ prix_vente: 0, cout_total: 14.55 })).toBeNull();
  });
});
