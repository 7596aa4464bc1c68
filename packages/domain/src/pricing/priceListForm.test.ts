import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fieldMaxLengths } from '../forms/fieldLimits.ts';
import { PricePreviewFormSchema } from './priceListAdminViews.ts';
import { validateForm } from '../forms/validateForm.ts';
import { PriceListFormSchema, priceListFormRows } from './priceListForm.ts';
import type { PriceListFormRow } from './priceListForm.ts';

const check = (lines: PriceListFormRow[]) => validateForm(PriceListFormSchema, { lines });
const row = (more: Partial<PriceListFormRow>): PriceListFormRow => ({ kind: 'rule', scope: 'catalogue', target: '', fromQuantity: '', value: '', valueKind: 'percent', ...more });

describe('the /admin/tarifs editor rows', () => {
  it('turns typed French amounts into a list, euros HT to cents, and a stored list back into the same rows', () => {
    const rows = [
      row({ scope: 'brand', target: 'Varta', value: '12,5' }),
      row({ kind: 'net', scope: 'product', target: 'VP00002', value: '3,95 €', valueKind: 'price' }),
      row({ kind: 'break', scope: 'category', target: 'vp', fromQuantity: '10', value: '3', valueKind: 'percent' }),
      row({ kind: 'break', scope: 'product', target: 'VP00002', fromQuantity: '50', value: '3.79', valueKind: 'price' }),
    ];
    const result = check(rows);
    expect(result).toEqual({
      ok: true,
      value: {
        rules: [{ scope: 'brand', brand: 'Varta', percentOff: 12.5 }],
        netPrices: [{ productId: 'VP00002', priceCents: 395 }],
        breaks: [
          { scope: 'category', category: 'vp', minQuantity: 10, kind: 'percentOff', percentOff: 3 },
          { scope: 'product', productId: 'VP00002', minQuantity: 50, kind: 'unitPrice', priceCents: 379 },
        ],
      },
    });
    if (result.ok) expect(check(priceListFormRows(result.value))).toEqual(result);
  });

  it('names each wrong cell on its field in French: a negative price, a break below 2 units, a percentage above 100, a missing reference', () => {
    expect(
      check([
        row({ kind: 'net', scope: 'product', target: 'VP00002', value: '-1', valueKind: 'price' }),
        row({ kind: 'break', scope: 'catalogue', fromQuantity: '1', value: '5' }),
        row({ value: '120' }),
        row({ kind: 'net', scope: 'product', target: ' ', value: '2', valueKind: 'price' }),
        row({ kind: 'net', scope: 'product', target: 'VP00002', value: '2,999', valueKind: 'price' }),
        row({ kind: 'break', scope: 'brand', target: '', fromQuantity: 'dix', value: 'beaucoup' }),
        row({ scope: 'product', target: 'VP00002', value: '5' }),
      ]),
    ).toEqual({
      ok: false,
      errors: {
        'lines.0.value': 'Le prix ne peut pas être négatif',
        'lines.1.fromQuantity': 'Un palier commence à 2 unités au moins',
        'lines.2.value': 'Le pourcentage doit être compris entre 0 et 100',
        'lines.3.target': 'Référence requise',
        'lines.4.value': 'Prix en euros HT attendu, au centime près (ex. 3,95)',
        'lines.5.target': 'Marque requise',
        'lines.5.fromQuantity': "Nombre d'unités attendu",
        'lines.5.value': 'Pourcentage attendu (ex. 12,5)',
        'lines.6.scope': 'Une règle couvre le catalogue, un rayon ou une marque',
      },
    });
  });

  it('bounds every typed cell: a target at a line of text, amounts and quantities at a number', () => {
    expect(fieldMaxLengths(PriceListFormSchema)).toEqual({ 'lines.$.target': 255, 'lines.$.fromQuantity': 20, 'lines.$.value': 20 });
    expect(check([row({ scope: 'brand', target: 'V'.repeat(256), value: '5' })])).toEqual({ ok: false, errors: { 'lines.0.target': '255 caractères au plus' } });
  });

  it("names a line's other wrong cells when its target is over its maximum (every wrong cell at once, decision 227)", () => {
    expect(check([row({ kind: 'break', scope: 'brand', target: 'V'.repeat(256), fromQuantity: '1', value: '120' })])).toEqual({
      ok: false,
      errors: {
        'lines.0.target': '255 caractères au plus',
        'lines.0.fromQuantity': 'Un palier commence à 2 unités au moins',
        'lines.0.value': 'Le pourcentage doit être compris entre 0 et 100',
      },
    });
  });
});

describe("the preview's form (PricePreviewFormSchema)", () => {
  it('sends a trimmed client number and reference, and names a wrong or missing one', () => {
    expect(v.safeParse(PricePreviewFormSchema, { clientId: ' 4 ', productId: ' VP00002 ' }).output).toEqual({ clientId: '4', productId: 'VP00002' });
    const messages = (input: { clientId: string; productId: string }) => v.safeParse(PricePreviewFormSchema, input).issues?.map((issue) => issue.message);
    expect(messages({ clientId: '04', productId: '' })).toEqual(['N° client : un nombre entier, sans zéro devant', 'Référence requise']);
    expect(messages({ clientId: '', productId: 'x'.repeat(256) })).toEqual(['N° client requis', '255 caractères au plus']);
    expect(fieldMaxLengths(PricePreviewFormSchema)).toEqual({ clientId: 10, productId: 255 });
  });
});
