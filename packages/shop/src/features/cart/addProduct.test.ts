import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { CATALOGUE_SNACKBARS, ProductSchema } from '@otech/domain';
import { ApiError } from '../../app/http.ts';
import { notify } from '../../app/snackbar.ts';
import { addProduct, type AddProductEffects } from './addProduct.ts';

vi.mock('../../app/snackbar.ts', () => ({ notify: vi.fn() }));

const product = v.parse(ProductSchema, { id: 'p1', reference: 'VP01', name: 'Pile LR6', category: 'vp', price: 2.5, stock: 4 });
const effects = (change: Partial<AddProductEffects> = {}): AddProductEffects => ({
  signedIn: true,
  add: vi.fn(() => Promise.resolve()),
  navigate: vi.fn(),
  messages: CATALOGUE_SNACKBARS,
  ...change,
});

beforeEach(() => vi.mocked(notify).mockClear());

describe('add-to-cart from a product list', () => {
  it('puts one of the product in the cart and says so', async () => {
    const given = effects();
    expect(await addProduct(product, given)).toBe(true);
    expect(given.add).toHaveBeenCalledWith({ productId: 'p1', quantity: 1 });
    expect(notify).toHaveBeenCalledWith(CATALOGUE_SNACKBARS.added('Pile LR6'));
  });

  it('asks a signed-out visitor to sign in and opens /login, adding nothing', async () => {
    const given = effects({ signedIn: false });
    expect(await addProduct(product, given)).toBe(false);
    expect(notify).toHaveBeenCalledWith(CATALOGUE_SNACKBARS.signInToAdd);
    expect(given.navigate).toHaveBeenCalledWith('/login');
    expect(given.add).not.toHaveBeenCalled();
  });

  it('refuses a product out of stock, and one whose stock ran out since the page was shown (409)', async () => {
    const empty = effects();
    expect(await addProduct({ ...product, stock: 0 }, empty)).toBe(false);
    expect(empty.add).not.toHaveBeenCalled();
    expect(notify).toHaveBeenLastCalledWith(CATALOGUE_SNACKBARS.unavailable);
    expect(await addProduct(product, effects({ add: () => Promise.reject(new ApiError(409, 'out of stock')) }))).toBe(false);
    expect(notify).toHaveBeenLastCalledWith(CATALOGUE_SNACKBARS.unavailable);
  });

  it('says the add failed when the cart refused it otherwise', async () => {
    expect(await addProduct(product, effects({ add: () => Promise.reject(new Error('offline')) }))).toBe(false);
    expect(notify).toHaveBeenLastCalledWith(CATALOGUE_SNACKBARS.addFailed);
  });
});
