import { useAtomValue } from 'jotai';
import { CATALOGUE_SNACKBARS, isInStock, type Product, type SnackbarMessage } from '@otech/domain';
import { ApiError } from '../../app/http.ts';
import { useShopNavigate } from '../../app/islands/useShopNavigate.ts';
import { isSignedInAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { useCartActions } from './useCart.ts';

/** What adding to the cart says: the public catalogue's texts (spec 1 §8) or the catalogue with cart's (spec 2 §8). */
export interface AddToCartMessages {
  signInToAdd: SnackbarMessage;
  added: (name: string) => SnackbarMessage;
  addFailed: SnackbarMessage;
  unavailable: SnackbarMessage;
}

/** HTTP status of the API's refusal of a product out of stock. */
const UNAVAILABLE_STATUS = 409;

/**
 * Add-to-cart from a product list: sign-in first, a product in stock only (spec 2 §5: "Produit non
 * disponible en stock", also when the stock ran out since the page was shown), then one of it.
 */
export function useAddToCart({ onAdded, messages = CATALOGUE_SNACKBARS }: { onAdded?: (product: Product) => void; messages?: AddToCartMessages } = {}) {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useShopNavigate();
  const { add } = useCartActions();
  function addToCart(product: Product) {
    if (!signedIn) {
      notify(messages.signInToAdd);
      navigate('/login');
      return;
    }
    if (!isInStock(product)) {
      notify(messages.unavailable);
      return;
    }
    add.mutate(
      { productId: product.id, quantity: 1 },
      {
        onSuccess: () => {
          notify(messages.added(product.name));
          onAdded?.(product);
        },
        onError: (error) => notify(error instanceof ApiError && error.status === UNAVAILABLE_STATUS ? messages.unavailable : messages.addFailed),
      },
    );
  }
  return { addToCart, addingProductId: add.isPending ? add.variables.productId : undefined };
}
