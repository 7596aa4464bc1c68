import { describe, expect, it } from 'vitest';
import { customerTerms, PUBLIC_TERMS } from './customerPrice.ts';
import { pricedCart } from './pricedCart.ts';
import { cartDocumentTotals } from '../rules/cart.ts';

const cell = { id: 'VP2', name: 'Pile LR6', category: 'vp', brand: 'Energizer', price: 4.38 };

describe('pricedCart', () => {
  it("prices each line at today's price and says when it changed since it was added", () => {
    const today = { ...cell, price: 4.52 };
    const cart = pricedCart([{ id: 'VP2', product: cell, quantity: 2 }], () => today, PUBLIC_TERMS);
    expect(cart.lines).toEqual([
      { id: 'VP2', productId: 'VP2', name: 'Pile LR6', quantity: 2, unitPriceCents: 452, publicPriceCents: 452, priceUpdated: 'Prix mis à jour : 4,38\u00a0€ → 4,52\u00a0€ HT' },
    ]);
    // 9.04 HT; contribution 0.1582 -> 0.16; base 9.20; VAT 1.84; TTC 11.04
    expect(cart.totals).toEqual({ totalHTCents: 904, contributionCents: 16, taxableCents: 920, vatCents: 184, totalTTCCents: 1104 });
  });

  it("uses the customer's terms and quantity, and says nothing when the price stands", () => {
    const terms = customerTerms({ id: 'revendeur', rules: [{ scope: 'category', category: 'vp', percentOff: 25 }], netPrices: [], breaks: [{ scope: 'catalogue', minQuantity: 10, kind: 'percentOff', percentOff: 10 }] });
    const cart = pricedCart([{ id: 'VP2', product: cell, quantity: 10 }], () => cell, terms);
    // 4.38 x 0.75 = 3.285 -> 3.29, then -10 % = 2.961 -> 2.96
    expect(cart.lines[0]).toMatchObject({ unitPriceCents: 296, publicPriceCents: 438 });
    expect(cart.lines[0]?.priceUpdated).toBeUndefined();
  });

  it("says a line is sold at a net price from today's product, which takes its list's rule no more", () => {
    const terms = customerTerms({ id: 'revendeur', rules: [{ scope: 'category', category: 'vp', percentOff: 25 }], netPrices: [], breaks: [] });
    const cart = pricedCart([{ id: 'VP2', product: cell, quantity: 1 }], () => ({ ...cell, isNetPrice: true }), terms);
    expect(cart.lines[0]).toMatchObject({ unitPriceCents: 438, isNetPrice: true, priceUpdated: 'Prix mis à jour : 3,29\u00a0€ → 4,38\u00a0€ HT' });
    expect(pricedCart([{ id: 'VP2', product: cell, quantity: 1 }], () => cell, terms).lines[0]?.isNetPrice).toBeUndefined();
  });

  it('keeps a price the shop set on the line, and the added product when it left the catalogue', () => {
    const cart = pricedCart([{ id: 'VP2', product: cell, quantity: 1, customPrice: 3 }, { id: 'X', product: { ...cell, id: 'X' }, quantity: 1 }], (id) => (id === 'VP2' ? { ...cell, price: 9 } : undefined), PUBLIC_TERMS);
    expect(cart.lines.map((line) => [line.unitPriceCents, line.priceUpdated])).toEqual([[300, undefined], [438, undefined]]);
  });
});

describe('cartDocumentTotals', () => {
  it("totals a cart's own lines with the contribution, a custom price before the product's", () => {
    const lines = [
      { id: 'a', product: { id: 'a', name: 'A', price: 4.38 }, quantity: 2, addedAt: '2026-01-01' },
      { id: 'b', product: { id: 'b', name: 'B', price: 9 }, quantity: 1, addedAt: '2026-01-01', customPrice: 1 },
    ];
    // 8.76 + 1.00 = 9.76 HT; contribution 0.1708 -> 0.17; base 9.93; VAT 1.986 -> 1.99; TTC 11.92
    expect(cartDocumentTotals(lines)).toEqual({ totalHTCents: 976, contributionCents: 17, taxableCents: 993, vatCents: 199, totalTTCCents: 1192 });
  });
});
