import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartTotals,
  clearCart,
  lineTotal,
  quoteRequestError,
  removeFromCart,
  setQuantity,
  unitPrice,
  type CartLine,
} from './cart.ts';

const product = (id: string, price: number, name = `Batterie ${id}`) => ({ id, name, price });
const line = (id: string, price: number, quantity: number, customPrice?: number): CartLine => ({
  id,
  product: product(id, price),
  quantity,
  addedAt: '2025-03-05T10:00:00.000Z',
  ...(customPrice === undefined ? {} : { customPrice }),
});
const now = new Date('2025-03-05T10:00:00.000Z');

describe('cart line price (spec 1 section 9)', () => {
  it('is the custom price when set, else the product price', () => {
    expect(unitPrice(line('a', 10, 1))).toBe(10);
    expect(unitPrice(line('a', 10, 1, 8.5))).toBe(8.5);
    expect(unitPrice(line('a', 10, 1, 0))).toBe(0);
  });

  it('multiplies by the quantity to the cent', () => {
    expect(lineTotal(line('a', 0.1, 3))).toBe(0.3);
    expect(lineTotal(line('a', 19.99, 3))).toBe(59.97);
  });
});

describe('cartTotals (spec 1 section 9: VAT 0.2, TTC = HT x 1.2)', () => {
  it('sums quantities and amounts', () => {
    expect(cartTotals([line('a', 10, 2), line('b', 5.5, 1, 4)])).toEqual({
      totalItems: 3,
      totalHT: 24,
      tva: 4.8,
      totalTTC: 28.8,
    });
  });

  it('rounds the VAT to the cent and keeps HT + TVA = TTC', () => {
    const totals = cartTotals([line('a', 0.01, 1), line('b', 0.02, 1)]);
    expect(totals).toEqual({ totalItems: 2, totalHT: 0.03, tva: 0.01, totalTTC: 0.04 });
    const third = cartTotals([line('a', 33.33, 1)]);
    expect(third).toEqual({ totalItems: 1, totalHT: 33.33, tva: 6.67, totalTTC: 40 });
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ totalItems: 0, totalHT: 0, tva: 0, totalTTC: 0 });
  });
});

describe('addToCart (spec 1 section 4)', () => {
  it('appends a new line dated now', () => {
    const items = addToCart([], product('p1', 12), 2, now);
    expect(items).toEqual([{ id: 'p1', product: product('p1', 12), quantity: 2, addedAt: '2025-03-05T10:00:00.000Z' }]);
  });

  it('increases the quantity of a line with the same id', () => {
    const items = addToCart([line('p1', 12, 2)], product('p1', 12), 3, now);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(5);
  });

  it('keeps another product of the same name on its own line, at its own price', () => {
    const items = addToCart([line('p1', 12, 1)], product('other', 30, 'Batterie p1'), 1, now);
    expect(items.map((item) => [item.product.id, item.product.price, item.quantity])).toEqual([
      ['p1', 12, 1],
      ['other', 30, 1],
    ]);
  });

  it('caps a line at 1000, however many times the product is added', () => {
    const once = addToCart([], product('p1', 12), 1000, now);
    expect(addToCart(once, product('p1', 12), 1000, now)[0]?.quantity).toBe(1000);
    expect(addToCart([], product('p2', 12), 5000, now)[0]?.quantity).toBe(1000);
  });

  it('leaves the given array untouched', () => {
    const before = [line('p1', 12, 1)];
    addToCart(before, product('p1', 12), 1, now);
    addToCart(before, product('p2', 12), 1, now);
    expect(before).toEqual([line('p1', 12, 1)]);
  });

  it('changes nothing for a quantity below 1', () => {
    expect(addToCart([line('p1', 12, 1)], product('p2', 3), 0, now)).toEqual([line('p1', 12, 1)]);
  });
});

describe('setQuantity (spec 1 section 4 and 5)', () => {
  const items = [line('a', 1, 1), line('b', 2, 2)];

  it('sets the quantity of the line', () => {
    expect(setQuantity(items, 'b', 7)).toEqual([line('a', 1, 1), line('b', 2, 7)]);
  });

  it('removes the line at 0 or below', () => {
    expect(setQuantity(items, 'b', 0)).toEqual([line('a', 1, 1)]);
    expect(setQuantity(items, 'a', -1)).toEqual([line('b', 2, 2)]);
  });

  it('keeps the line at 1', () => {
    expect(setQuantity(items, 'b', 1)).toEqual([line('a', 1, 1), line('b', 2, 1)]);
  });

  it('ignores a value that is not a number', () => {
    expect(setQuantity(items, 'b', Number.NaN)).toEqual(items);
  });
});

describe('removeFromCart and clearCart', () => {
  it('removes one line by id, or all lines', () => {
    expect(removeFromCart([line('a', 1, 1), line('b', 2, 2)], 'a')).toEqual([line('b', 2, 2)]);
    expect(removeFromCart([line('a', 1, 1)], 'missing')).toEqual([line('a', 1, 1)]);
    expect(clearCart()).toEqual([]);
  });
});

describe('quoteRequestError (spec 1 section 5 and 8)', () => {
  it('needs a signed-in user and a non-empty cart', () => {
    expect(quoteRequestError([line('a', 1, 1)], true)).toBeNull();
    expect(quoteRequestError([], true)).toBe('Panier vide ou utilisateur non connecté');
    expect(quoteRequestError([line('a', 1, 1)], false)).toBe('Panier vide ou utilisateur non connecté');
  });
});
