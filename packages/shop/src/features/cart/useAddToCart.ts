import { useAtomValue } from 'jotai';
import { CATALOGUE_SNACKBARS, type Product, type SnackbarMessage } from '@otech/domain';
import { useShopNavigate } from '../../app/islands/useShopNavigate.ts';
import { isSignedInAtom } from '../../app/session.ts';
import { addProduct } from './addProduct.ts';
import { useCartActions } from './useCart.ts';

/** What adding to the cart says: the public catalogue's texts (spec 1 §8) or the catalogue with cart's (spec 2 §8). */
export interface AddToCartMessages {
  signInToAdd: SnackbarMessage;
  added: (name: string) => SnackbarMessage;
  addFailed: SnackbarMessage;
  unavailable: SnackbarMessage;
}

/** Add-to-cart from a product list in the app (addProduct.ts), through the query cache's cart. */
export function useAddToCart({ onAdded, messages = CATALOGUE_SNACKBARS }: { onAdded?: (product: Product) => void; messages?: AddToCartMessages } = {}) {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useShopNavigate();
  const { add } = useCartActions();
  async function addToCart(product: Product) {
    if (await addProduct(product, { signedIn, add: (item) => add.mutateAsync(item), navigate, messages })) onAdded?.(product);
  }
  return { addToCart: (product: Product) => void addToCart(product), addingProductId: add.isPending ? add.variables.productId : undefined };
}
