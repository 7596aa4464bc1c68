import { isInStock, type Product } from '@otech/domain';
import { ApiError } from '../../app/http.ts';
import { notify } from '../../app/snackbar.ts';
import type { AddToCartMessages } from './useAddToCart.ts';

/** HTTP status of the API's refusal of a product out of stock. */
const UNAVAILABLE_STATUS = 409;

/** What adding from a product list acts through: the session, the cart write and the address. */
export interface AddProductEffects {
  signedIn: boolean;
  /** Puts one of the product in the cart; rejects when the cart refused it. */
  add: (item: { productId: string; quantity: number }) => Promise<unknown>;
  navigate: (href: string) => void;
  messages: AddToCartMessages;
}

/**
 * Add-to-cart from a product list: sign-in first, a product in stock only (spec 2 §5: "Produit non
 * disponible en stock", also when the stock ran out since the page was shown), then one of it.
 * Resolves true once it is in the cart.
 */
export async function addProduct(product: Product, { signedIn, add, navigate, messages }: AddProductEffects): Promise<boolean> {
  if (!signedIn) {
    notify(messages.signInToAdd);
    navigate('/login');
    return false;
  }
  if (!isInStock(product)) {
    notify(messages.unavailable);
    return false;
  }
  try {
    await add({ productId: product.id, quantity: 1 });
  } catch (error) {
    notify(error instanceof ApiError && error.status === UNAVAILABLE_STATUS ? messages.unavailable : messages.addFailed);
    return false;
  }
  notify(messages.added(product.name));
  return true;
}
