import { describe, expect, it } from 'vitest';
import { customerTerms, PUBLIC_TERMS } from './customerPrice.ts';
import { customerOfferLine, customerOfferLines } from './quoteLines.ts';

const requested = { id: 'P1', reference: 'VP-AA-001', name: 'Pile AA', category: 'pil', brand: 'Saft', price: 4.38 };
const terms = customerTerms({ id: 'revendeur', rules: [{ scope: 'catalogue', percentOff: 25 }], netPrices: [], breaks: [{ scope: 'catalogue', minQuantity: 100, kind: 'percentOff', percentOff: 10 }] });

describe('a quote at the customer\'s own prices (issues 21, 22)', () => {
  it('prices each requested line by customerPrice at its quantity, on today\'s product', () => {
    const today = () => ({ ...requested, price: 5 });
    // 5,00 - 25 % = 3,75; from 100: - 10 % = 3,375 -> 3,38.
    expect(customerOfferLines([{ product: requested as never, quantity: 10 }, { product: requested as never, quantity: 100 }], terms, today)).toEqual([
      { reference: 'VP-AA-001', designation: 'Pile AA', quantity: 10, unitPriceHT: 3.75, discountPercent: 0 },
      { reference: 'VP-AA-001', designation: 'Pile AA', quantity: 100, unitPriceHT: 3.38, discountPercent: 0 },
    ]);
  });

  it('keeps the requested product when it left the catalogue, and a price the shop set on the line', () => {
    expect(customerOfferLines([{ product: requested as never, quantity: 1 }], PUBLIC_TERMS, () => undefined)[0]?.unitPriceHT).toBe(4.38);
    expect(customerOfferLines([{ product: requested as never, quantity: 1, customPrice: 2.1 }], terms, () => undefined)[0]?.unitPriceHT).toBe(2.1);
  });

  it('adds a product as one unit at the customer\'s price', () => {
    expect(customerOfferLine(terms, requested)).toEqual({ reference: 'VP-AA-001', designation: 'Pile AA', quantity: 1, unitPriceHT: 3.29, discountPercent: 0 });
  });
});
