import { describe, expect, it } from 'vitest';
import { CONTRACT_PRICE_FIELD_MAX, contractPriceFormRows, contractPricesFromForm } from './contractPricesForm.ts';

describe("a client's contract prices as staff type them", () => {
  it('turns references and French amounts HT into cents, and stored prices back into the same lines', () => {
    const result = contractPricesFromForm([
      { productId: ' VP00002 ', price: '3,95 €' },
      { productId: 'VP00007', price: '12.5' },
    ]);
    expect(result).toEqual({ ok: true, contractPrices: [{ productId: 'VP00002', priceCents: 395 }, { productId: 'VP00007', priceCents: 1250 }] });
    if (result.ok) expect(contractPriceFormRows(result.contractPrices)).toEqual([{ productId: 'VP00002', price: '3,95' }, { productId: 'VP00007', price: '12,50' }]);
  });

  it('names each wrong line: a blank reference, a negative price, a price that is not euros, a product twice', () => {
    expect(
      contractPricesFromForm([
        { productId: '', price: '1' },
        { productId: 'VP00002', price: '-2' },
        { productId: 'VP00003', price: 'trois' },
        { productId: 'VP00004', price: '1,00' },
        { productId: 'VP00004', price: '2,00' },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { row: 1, message: 'Référence requise' },
        { row: 2, message: 'Le prix ne peut pas être négatif' },
        { row: 3, message: 'Prix en euros HT attendu, au centime près (ex. 3,95)' },
        { row: 5, message: 'VP00004 figure déjà ligne 4' },
      ],
    });
  });

  it('keeps no line at all: the client then pays its list', () => {
    expect(contractPricesFromForm([])).toEqual({ ok: true, contractPrices: [] });
  });

  it('bounds a reference at the field maximum the editor types to, one rule for both', () => {
    const long = 'R'.repeat(CONTRACT_PRICE_FIELD_MAX.productId + 1);
    expect(contractPricesFromForm([{ productId: long, price: '1' }])).toEqual({ ok: false, errors: [{ row: 1, message: `${CONTRACT_PRICE_FIELD_MAX.productId} caractères au plus` }] });
    expect(contractPricesFromForm([{ productId: long.slice(1), price: '1' }]).ok).toBe(true);
  });
});
