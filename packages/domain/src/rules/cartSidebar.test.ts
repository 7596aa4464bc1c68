import { describe, expect, it } from 'vitest';
import { canCheckout, checkoutError, shouldAutoSaveCart } from './cartSidebar.ts';

describe('catalogue-with-cart sidebar (spec 2 §4 and §5)', () => {
  it('auto-saves only a cart that is not empty', () => {
    expect(shouldAutoSaveCart(0)).toBe(false);
    expect(shouldAutoSaveCart(1)).toBe(true);
  });

  it('disables checkout while offline', () => {
    expect(canCheckout(false)).toBe(false);
    expect(canCheckout(true)).toBe(true);
  });

  it('refuses to check out an empty cart', () => {
    expect(checkoutError(0)).toBe('Votre panier est vide');
    expect(checkoutError(2)).toBeNull();
  });
});
