import { describe, expect, it } from 'vitest';
import { canAddToCart, canDecrement, canIncrement, clampQuantity } from './quantity.ts';

describe('detail-page quantity (spec 1 section 5)', () => {
  it('disables minus at 1 or below', () => {
    expect(canDecrement(2)).toBe(true);
    expect(canDecrement(1)).toBe(false);
    expect(canDecrement(0)).toBe(false);
  });

  it('disables plus at the stock or above', () => {
    expect(canIncrement(4, 5)).toBe(true);
    expect(canIncrement(5, 5)).toBe(false);
    expect(canIncrement(6, 5)).toBe(false);
    expect(canIncrement(1, 0)).toBe(false);
  });

  it('disables plus at the 1000 maximum even with more stock', () => {
    expect(canIncrement(999, 5000)).toBe(true);
    expect(canIncrement(1000, 5000)).toBe(false);
  });

  it('clamps between 1 and min(1000, stock)', () => {
    expect(clampQuantity(0, 50)).toBe(1);
    expect(clampQuantity(-3, 50)).toBe(1);
    expect(clampQuantity(1, 50)).toBe(1);
    expect(clampQuantity(50, 50)).toBe(50);
    expect(clampQuantity(51, 50)).toBe(50);
    expect(clampQuantity(1000, 5000)).toBe(1000);
    expect(clampQuantity(1001, 5000)).toBe(1000);
    expect(clampQuantity(3, 0)).toBe(1);
    expect(clampQuantity(2.7, 50)).toBe(2);
    expect(clampQuantity(Number.NaN, 50)).toBe(1);
  });

  it('disables add-to-cart at stock 0, while adding, or with an invalid form', () => {
    expect(canAddToCart({ stock: 1, adding: false, formValid: true })).toBe(true);
    expect(canAddToCart({ stock: 0, adding: false, formValid: true })).toBe(false);
    expect(canAddToCart({ stock: 1, adding: true, formValid: true })).toBe(false);
    expect(canAddToCart({ stock: 1, adding: false, formValid: false })).toBe(false);
  });
});
