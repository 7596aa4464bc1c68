import { isSignedInAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { shopStore } from '../../app/store.ts';
import { addToStoredCart } from '../cart/index.ts';
import type { AddToCart } from './productPageContext.ts';
import { orderProduct } from './orderProduct.ts';

/**
 * The buy box's press, loaded when first pressed: the session, the cart and the snackbars are not
 * on the product page's first load. Without the app's cart write (a page drawn as islands), the
 * stored cart takes the answer.
 */
export function orderFromPage(
  product: { id: string; name: string },
  quantity: number,
  thenQuote: boolean,
  { addInApp, navigate }: { addInApp: AddToCart | null; navigate: (href: string) => void },
): Promise<void> {
  const add: AddToCart = addInApp ?? ((productId, added) => addToStoredCart(shopStore, productId, added));
  return orderProduct(product, quantity, thenQuote, {
    signedIn: shopStore.get(isSignedInAtom),
    addToCart: (added) => add(product.id, added),
    notify,
    navigate,
  });
}
