import { describe, expect, it } from 'vitest';
import { fieldMaxLengths } from '../forms/fieldLimits.ts';
import { validateForm } from '../forms/validateForm.ts';
import { CONTRACT_PRICE_FIELD_MAX, contractPriceFormRows, ContractPricesFormSchema } from './contractPricesForm.ts';
import type { ContractPriceFormRow } from './contractPricesForm.ts';

const check = (lines: ContractPriceFormRow[]) => validateForm(ContractPricesFormSchema, { lines });

describe("a client's contract prices as staff type them (ContractPricesFormSchema)", () => {
  it('turns references and French amounts HT into cents, and stored prices back into the same lines', () => {
    const result = check([
      { productId: ' VP00002 ', price: '3,95 €' },
      { productId: 'VP00007', price: '12.5' },
    ]);
    expect(result).toEqual({ ok: true, value: [{ productId: 'VP00002', priceCents: 395 }, { productId: 'VP00007', priceCents: 1250 }] });
    if (result.ok) expect(contractPriceFormRows(result.value)).toEqual([{ productId: 'VP00002', price: '3,95' }, { productId: 'VP00007', price: '12,50' }]);
  });

  it('names each wrong field of each line: a blank reference, a negative price, a price that is not euros, a product twice', () => {
    expect(
      check([
        { productId: '', price: '1' },
        { productId: 'VP00002', price: '-2' },
        { productId: 'VP00003', price: 'trois' },
        { productId: 'VP00004', price: '1,00' },
        { productId: 'VP00004', price: 'x' },
      ]),
    ).toEqual({
      ok: false,
      errors: {
        'lines.0.productId': 'Référence requise',
        'lines.1.price': 'Le prix ne peut pas être négatif',
        'lines.2.price': 'Prix en euros HT attendu, au centime près (ex. 3,95)',
        'lines.4.price': 'Prix en euros HT attendu, au centime près (ex. 3,95)',
        'lines.4.productId': 'VP00004 figure déjà ligne 4',
      },
    });
  });

  it('keeps no line at all: the client then pays its list', () => {
    expect(check([])).toEqual({ ok: true, value: [] });
  });

  it('bounds a reference and a price at the field maximum the editor types to, one rule for both', () => {
    const long = 'R'.repeat(CONTRACT_PRICE_FIELD_MAX.productId + 1);
    expect(check([{ productId: long, price: '1' }])).toEqual({ ok: false, errors: { 'lines.0.productId': `${CONTRACT_PRICE_FIELD_MAX.productId} caractères au plus` } });
    expect(check([{ productId: long.slice(1), price: '1' }]).ok).toBe(true);
    expect(fieldMaxLengths(ContractPricesFormSchema)).toEqual({ 'lines.$.productId': CONTRACT_PRICE_FIELD_MAX.productId, 'lines.$.price': CONTRACT_PRICE_FIELD_MAX.price });
  });

  it("names a line's wrong price when its reference is over its maximum, and the other lines' wrong fields (every wrong field at once)", () => {
    const long = 'R'.repeat(CONTRACT_PRICE_FIELD_MAX.productId + 1);
    expect(check([{ productId: long, price: '-1' }, { productId: '', price: 'x' }])).toEqual({
      ok: false,
      errors: {
        'lines.0.productId': `${CONTRACT_PRICE_FIELD_MAX.productId} caractères au plus`,
        'lines.0.price': 'Le prix ne peut pas être négatif',
        'lines.1.productId': 'Référence requise',
        'lines.1.price': 'Prix en euros HT attendu, au centime près (ex. 3,95)',
      },
    });
  });
});
