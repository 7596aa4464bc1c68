import { CART_CATALOGUE_SNACKBARS, CART_SNACKBARS, checkoutError, FLOW_DELAYS_MS } from '@otech/domain';
import { CartSidebar } from '@otech/ui';
import { mapAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { useDelayedNavigate } from '../../app/useDelayedNavigate.ts';
import { useCart, useCartActions } from '../cart/index.ts';
import { useRequestQuote } from '../quotes/index.ts';
import { useOnlineOrdering } from '../ordering/index.ts';

/** The order form (issue 22), where online ordering is open. */
const ORDER_HREF = '/commander';
import { exportCart } from './exportCart.ts';
import { useCartAutoSave } from './useCartAutoSave.ts';

export interface CartPanelProps {
  isOnline: boolean;
  /** The user dashboard's minus stops at 1 (spec 2 §2.4); elsewhere minus at 1 removes the line (§4). */
  minusStopsAtOne?: boolean;
  /** The catalogue with cart saves the cart in the browser 5 s after a change (spec 2 §4). */
  autoSaves?: boolean;
  /** A change of quantity, a removal or emptying went through (the session statistics count them). */
  onCartChange?: () => void;
}

/**
 * "Mon Panier" beside a catalogue (spec 2 §2.4, §2.5): the server cart of /panier, its lines'
 * controls, export, and "Demander un devis" as on /panier: online ordering is closed, so the cart
 * becomes a quote request, never a trip to the invoices (issue 22).
 */
export function CartPanel({ isOnline, minusStopsAtOne = false, autoSaves = false, onCartChange }: CartPanelProps) {
  const { cart, state, retry } = useCart();
  const requestQuote = useRequestQuote();
  const onlineOrdering = useOnlineOrdering();
  const redirectLater = useDelayedNavigate();
  const { update, remove, clear } = useCartActions();
  const autoSavedAt = useCartAutoSave(autoSaves ? cart?.items : undefined);
  const cartChange = (message: typeof CART_SNACKBARS.updateFailed) => ({
    onSuccess: () => onCartChange?.(),
    onError: () => notify(message),
  });
  const items = cart?.items ?? [];

  function askForQuote() {
    // Spec 2 §5: an empty cart says "Votre panier est vide".
    if (checkoutError(items.length) !== null) {
      notify(CART_CATALOGUE_SNACKBARS.emptyCart);
      return;
    }
    requestQuote.mutate(undefined, {
      onSuccess: () => {
        notify(CART_SNACKBARS.quoteSent);
        redirectLater('/dashboard', FLOW_DELAYS_MS.quoteRedirect);
      },
      onError: () => notify(CART_SNACKBARS.quoteFailed),
    });
  }

  return (
    <CartSidebar
      cart={mapAsyncState(state, (loaded) => loaded.items)}
      onRetry={retry}
      isOnline={isOnline}
      minusStopsAtOne={minusStopsAtOne}
      busyItemId={update.isPending ? update.variables.itemId : remove.isPending ? remove.variables : undefined}
      onQuantityChange={(itemId, quantity) => update.mutate({ itemId, quantity }, cartChange(CART_SNACKBARS.updateFailed))}
      onRemove={(itemId) => remove.mutate(itemId, cartChange(CART_SNACKBARS.removeFailed))}
      onClear={() => clear.mutate(undefined, cartChange(CART_SNACKBARS.removeFailed))}
      onRequestQuote={askForQuote}
      orderHref={onlineOrdering ? ORDER_HREF : undefined}
      quickOrderHref="/commande-rapide"
      isRequestingQuote={requestQuote.isPending}
      onExport={() => exportCart(items)}
      autoSavedAt={autoSavedAt}
    />
  );
}
