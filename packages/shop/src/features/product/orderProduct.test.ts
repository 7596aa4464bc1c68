import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_SNACKBARS } from '@otech/domain';
import { orderProduct, type OrderEffects } from './orderProduct.ts';

const product = { name: 'Batterie Varta Blue Dynamic B18' };

/** Effects that record what the page did; the cart answers as told. */
function effects(signedIn: boolean, cart: 'accepts' | 'refuses' = 'accepts') {
  const done = {
    signedIn,
    added: [] as number[],
    addToCart: vi.fn((quantity: number) => {
      if (cart === 'refuses') return Promise.reject(new Error('409'));
      done.added.push(quantity);
      return Promise.resolve();
    }),
    notify: vi.fn<OrderEffects['notify']>(),
    navigate: vi.fn<OrderEffects['navigate']>(),
  };
  return done;
}

describe('orderProduct (spec 1 §8, detail page)', () => {
  it('asks a signed-out visitor to sign in, with an action that opens /login, and adds nothing', async () => {
    const page = effects(false);
    await orderProduct(product, 3, false, page);
    expect(page.addToCart).not.toHaveBeenCalled();
    expect(page.notify).toHaveBeenCalledWith(PRODUCT_SNACKBARS.signInToAdd, expect.any(Function));
    expect(page.navigate).not.toHaveBeenCalled();
    page.notify.mock.calls[0]?.[1]?.();
    expect(page.navigate).toHaveBeenCalledWith('/login');
  });

  it('sends a signed-out visitor asking for a quote to /login', async () => {
    const page = effects(false);
    await orderProduct(product, 3, true, page);
    expect(page.addToCart).not.toHaveBeenCalled();
    expect(page.notify).not.toHaveBeenCalled();
    expect(page.navigate).toHaveBeenCalledWith('/login');
  });

  it('adds the quantity and says so, with "Voir le panier" opening /cart', async () => {
    const page = effects(true);
    await orderProduct(product, 3, false, page);
    expect(page.added).toEqual([3]);
    expect(page.notify).toHaveBeenCalledWith(PRODUCT_SNACKBARS.added(product.name, 3), expect.any(Function));
    expect(page.notify.mock.calls[0]?.[0].message).toBe('Batterie Varta Blue Dynamic B18 ajouté au panier (3)');
    expect(page.navigate).not.toHaveBeenCalled();
    page.notify.mock.calls[0]?.[1]?.();
    expect(page.navigate).toHaveBeenCalledWith('/cart');
  });

  it('adds the quantity for a quote, then opens the cart to send it', async () => {
    const page = effects(true);
    await orderProduct(product, 2, true, page);
    expect(page.added).toEqual([2]);
    expect(page.notify).toHaveBeenCalledWith(PRODUCT_SNACKBARS.addedForQuote);
    expect(page.navigate).toHaveBeenCalledWith('/cart');
  });

  it("says the cart refused, and goes nowhere", async () => {
    const page = effects(true, 'refuses');
    await orderProduct(product, 2, true, page);
    expect(page.notify).toHaveBeenCalledWith(PRODUCT_SNACKBARS.addFailed);
    expect(page.navigate).not.toHaveBeenCalled();
  });
});
