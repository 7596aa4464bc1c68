import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartItemSchema, CartSchema } from './cart.ts';
import { formatFieldIssue, validate } from './issues.ts';
import { cartItem } from './testFixtures.ts';

const item = cartItem;
const cart = {
  id: 'cart-7',
  userId: '7',
  items: [item],
  totalItems: 2,
  totalPrice: 1,
  createdAt: '2025-03-14T09:00:00.000Z',
  updatedAt: '2025-03-14T09:30:00.000Z',
};

describe('CartSchema (spec 1 §3 "Cart")', () => {
  it('accepts a cart and completes its products with the product defaults', () => {
    expect(v.parse(CartSchema, cart).items[0]?.product).toMatchObject({ inStock: true, stock: 1 });
  });

  it('accepts an optional custom price, null included', () => {
    expect(v.parse(CartItemSchema, { ...item, customPrice: 0.4 }).customPrice).toBe(0.4);
    expect(v.is(CartItemSchema, { ...item, customPrice: null })).toBe(true);
  });

  it('names the line and field of a bad quantity', () => {
    const result = validate(CartSchema, { ...cart, items: [{ ...item, quantity: 0 }] });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'items.0.quantity: expected a quantity of 1 or more, got 0',
    ]);
  });
});
