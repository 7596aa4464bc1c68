import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { CATALOGUE_SNACKBARS, type Product } from '@otech/domain';
import { isSignedInAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { useCartActions } from './useCart.ts';

/** The catalogue's add-to-cart (spec 1 §8): sign-in first, then one of the product, with the spec's alerts. */
export function useAddToCart({ onAdded }: { onAdded?: (product: Product) => void } = {}) {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  const { add } = useCartActions();
  function addToCart(product: Product) {
    if (!signedIn) {
      notify(CATALOGUE_SNACKBARS.signInToAdd);
      void navigate('/login');
      return;
    }
    add.mutate(
      { productId: product.id, quantity: 1 },
      {
        onSuccess: () => {
          notify(CATALOGUE_SNACKBARS.added(product.name));
          onAdded?.(product);
        },
        onError: () => notify(CATALOGUE_SNACKBARS.addFailed),
      },
    );
  }
  return { addToCart, addingProductId: add.isPending ? add.variables.productId : undefined };
}
