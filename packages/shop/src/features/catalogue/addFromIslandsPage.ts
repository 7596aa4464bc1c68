import { CATALOGUE_SNACKBARS, type Product } from '@otech/domain';
import { isSignedInAtom } from '../../app/session.ts';
import { shopStore } from '../../app/store.ts';
import { addProduct, addToStoredCart } from '../cart/index.ts';

/**
 * A card's "Ajouter au panier" on the catalogue drawn as islands, loaded on the first press: the
 * session, the cart write and the snackbars stay off the page's first load.
 */
export function addFromIslandsPage(product: Product, navigate: (href: string) => void): Promise<boolean> {
  return addProduct(product, {
    signedIn: shopStore.get(isSignedInAtom),
    add: ({ productId, quantity }) => addToStoredCart(shopStore, productId, quantity),
    navigate,
    messages: CATALOGUE_SNACKBARS,
  });
}
