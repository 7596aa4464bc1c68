import { CART_SNACKBARS, FLOW_DELAYS_MS, type SnackbarMessage } from '@otech/domain';
import { CartPage } from '@otech/ui';
import { mapAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { useDelayedNavigate } from '../../app/useDelayedNavigate.ts';
import { usePricedCart } from '../pricing/index.ts';
import { useRequestQuote } from '../quotes/index.ts';
import { useOnlineOrdering } from '../ordering/index.ts';
import { useCart, useCartActions } from './useCart.ts';

/** /panier (spec 1 "Cart page", §8 cart snackbars); the guard has already sent visitors to /login. */
export function Component() {
  const { cart, state, retry } = useCart();
  // Issue 21: the customer's prices today, each changed price said, and the totals with the contribution.
  const pricing = usePricedCart(cart);
  const { update, remove, clear } = useCartActions();
  const requestQuote = useRequestQuote();
  // Issue 22: where online ordering is open, "Commander" leads to the order form.
  const onlineOrdering = useOnlineOrdering();
  const redirectLater = useDelayedNavigate();
  const feedback = (success: SnackbarMessage, failure: SnackbarMessage) => ({
    onSuccess: () => notify(success),
    onError: () => notify(failure),
  });
  const busyItemId = update.isPending
    ? update.variables.itemId
    : remove.isPending
      ? remove.variables
      : undefined;

  return (
    <CartPage
      cart={mapAsyncState(state, (cart) => cart.items)}
      onRetry={retry}
      pricing={pricing}
      busyItemId={busyItemId}
      isRequestingQuote={requestQuote.isPending}
      onQuantityChange={(itemId, quantity) =>
        update.mutate({ itemId, quantity }, feedback(CART_SNACKBARS.quantityUpdated, CART_SNACKBARS.updateFailed))
      }
      onRemove={(itemId) => remove.mutate(itemId, feedback(CART_SNACKBARS.itemRemoved, CART_SNACKBARS.removeFailed))}
      onClear={() => clear.mutate(undefined, feedback(CART_SNACKBARS.cleared, CART_SNACKBARS.removeFailed))}
      onRequestQuote={() =>
        requestQuote.mutate(undefined, {
          onSuccess: () => {
            notify(CART_SNACKBARS.quoteSent);
            redirectLater('/dashboard', FLOW_DELAYS_MS.quoteRedirect);
          },
          onError: () => notify(CART_SNACKBARS.quoteFailed),
        })
      }
      orderHref={onlineOrdering ? '/commander' : undefined}
      catalogueHref="/produits"
      quickOrderHref="/commande-rapide"
    />
  );
}
