import * as v from 'valibot';
import { validateForm, type FormValidation } from '../forms/validateForm.ts';
import { FRENCH } from '../schemas/frenchIssues.ts';
import { NomenclatureInputSchema, type Nomenclature, type NomenclatureInput, type NomenclaturePart, type NomenclatureView } from '../schemas/nomenclature.ts';
import { fromCents, toCents } from './money.ts';

/** What the roll-up needs of a catalogue product. */
export interface PricedProduct {
  name: string;
  price: number;
}

/**
 * The cost of a pack from its components (issue 9): each line costs its quantity times the
 * catalogue price of its reference, or the line's own unit cost for a part the shop does not
 * sell; the assembly cost is added once. Sums are made in cents. A line with no known cost is
 * left out of the total and named in `sans_prix`, never counted as free without saying so.
 */
export function nomenclatureView(nomenclature: Nomenclature, productOf: (reference: string) => PricedProduct | undefined): NomenclatureView {
  const lignes = nomenclature.composants.map((line) => {
    const product = productOf(line.reference);
    const unit = product?.price ?? line.prix_unitaire ?? null;
    return {
      ...line,
      designation: product?.name ?? line.designation ?? line.reference,
      prix_unitaire: unit,
      total: unit === null ? null : fromCents(toCents(unit) * line.quantite),
    };
  });
  const componentsCents = lignes.reduce((sum, line) => sum + (line.total === null ? 0 : toCents(line.total)), 0);
  return {
    ...nomenclature,
    lignes,
    cout_composants: fromCents(componentsCents),
    cout_total: fromCents(componentsCents + toCents(nomenclature.main_oeuvre)),
    sans_prix: lignes.filter((line) => line.total === null).map((line) => line.reference),
    prix_vente: productOf(nomenclature.reference)?.price ?? null,
  };
}

/** The pack's margin in whole percent of its sale price; null when the pack has no sale price. */
export function nomenclatureMarginPercent(bom: Pick<NomenclatureView, 'prix_vente' | 'cout_total'>): number | null {
  if (bom.prix_vente === null || bom.prix_vente === 0) return null;
  return Math.round(((bom.prix_vente - bom.cout_total) / bom.prix_vente) * 100);
}

/** The editor's values of a bill: numbers as typed, so a wrong one is named instead of lost. */
export interface NomenclatureFormValues {
  reference: string;
  designation: string;
  main_oeuvre: string;
  composants: { reference: string; designation: string; quantite: string; prix_unitaire: string }[];
}

const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** A component line as the editor adds it: one of a reference still to type. */
export const EMPTY_NOMENCLATURE_LINE: NomenclatureFormValues['composants'][number] = { reference: '', designation: '', quantite: '1', prix_unitaire: '' };

/** The editor's values of a bill being created: one line to fill, no assembly cost yet. */
export const NEW_NOMENCLATURE_FORM: NomenclatureFormValues = { reference: '', designation: '', main_oeuvre: '0', composants: [EMPTY_NOMENCLATURE_LINE] };

export function nomenclatureFormValues(bom: Nomenclature): NomenclatureFormValues {
  return {
    reference: bom.reference,
    designation: bom.designation,
    main_oeuvre: String(bom.main_oeuvre),
    composants: bom.composants.map((line) => ({
      reference: line.reference,
      designation: line.designation ?? '',
      quantite: String(line.quantite),
      prix_unitaire: line.prix_unitaire === undefined ? '' : String(line.prix_unitaire),
    })),
  };
}

/** The editor's values as the body of PUT /admin/nomenclatures/{id}: numbers read from their text, blank optionals left out. */
function nomenclatureInputOf(values: NomenclatureFormValues) {
  return {
    reference: values.reference,
    designation: values.designation,
    main_oeuvre: typedNumber(values.main_oeuvre),
    composants: values.composants.map((line) => ({
      reference: line.reference,
      ...(line.designation.trim() ? { designation: line.designation } : {}),
      quantite: typedNumber(line.quantite),
      ...(line.prix_unitaire.trim() ? { prix_unitaire: typedNumber(line.prix_unitaire) } : {}),
    })),
  };
}

/**
 * The editor's form: its texts as typed, read as the body of PUT /admin/nomenclatures/{id} and
 * checked by that body's schema, so each message names the API's path (`composants.1.quantite`).
 */
export const NomenclatureFormSchema = v.pipe(
  v.object({
    reference: v.string(),
    designation: v.string(),
    main_oeuvre: v.string(),
    composants: v.array(v.object({ reference: v.string(), designation: v.string(), quantite: v.string(), prix_unitaire: v.string() })),
  }),
  v.transform(nomenclatureInputOf),
  NomenclatureInputSchema,
);

/** The editor's values checked in French as the form checks them (the cost estimate's input). */
export function validateNomenclatureForm(values: NomenclatureFormValues): FormValidation<NomenclatureInput> {
  return validateForm(NomenclatureFormSchema, values, FRENCH);
}

/**
 * The catalogue parts the editor knows the price of, by reference, before the bill is saved: the
 * catalogue's answer for the references typed (POST /admin/nomenclatures/parts), else the saved
 * bill's catalogue lines as last rolled up. A part outside the catalogue is never in it: its cost
 * is the one typed on its line, so a changed cost counts at once.
 */
export function editorCatalogue(bom: NomenclatureView | undefined, parts: readonly NomenclaturePart[]): Map<string, PricedProduct> {
  const saved = (bom?.lignes ?? []).flatMap((line, index) =>
    line.prix_unitaire === null || bom?.composants[index]?.prix_unitaire !== undefined ? [] : [[line.reference, { name: line.designation, price: line.prix_unitaire }] as const],
  );
  return new Map([...saved, ...parts.map((part) => [part.reference, { name: part.designation, price: part.prix_unitaire }] as const)]);
}

/** The editor's cost estimate as the fields stand: null while a field is wrong. */
export function nomenclatureEstimate(values: NomenclatureFormValues, id: string, catalogue: ReadonlyMap<string, PricedProduct>): NomenclatureView | null {
  const checked = validateNomenclatureForm(values);
  return checked.ok ? nomenclatureView({ id, ...checked.value }, (reference) => catalogue.get(reference.trim())) : null;
}
