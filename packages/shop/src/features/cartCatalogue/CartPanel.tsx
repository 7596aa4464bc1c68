import { useNavigate } from 'react-router-dom';
import { CART_CATALOGUE_SNACKBARS, CART_SNACKBARS, checkoutError } from '@otech/domain';
import { CartSidebar } from '@otech/ui';
import { mapAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { useCart, useCartActions } from '../cart/index.ts';
import { exportCart } from './exportCart.ts';
import { useCartAutoSave } from './useCartAutoSave.ts';

/** Where checkout leads: the invoices tab of the account dashboard (spec 2 §2). */
const CHECKOUT_HREF = '/dashboard?tab=billing';

export interface CartPanelProps {
  isOnline: boolean;
  /** The user dashboard's minus stops at 1 (spec 2 §2.4); elsewhere minus at 1 removes the line (§4). */
  minusStopsAtOne?: boolean;
  /** The catalogue with cart saves the cart in the browser 5 s after a change (spec 2 §4). */
  autoSaves?: boolean;
  /** A change of quantity, a removal or emptying went through (the session statistics count them). */
  onCartChange?: () => void;
}

/** "Mon Panier" beside a catalogue (spec 2 §2.4, §2.5): the server cart of /panier, its lines' controls, checkout and export. */
export function CartPanel({ isOnline, minusStopsAtOne = false, autoSaves = false, onCartChange }: CartPanelProps) {
  const navigate = useNavigate();
  const { cart, state, retry } = useCart();
  const { update, remove, clear } = useCartActions();
  const autoSavedAt = useCartAutoSave(autoSaves ? cart?.items : undefined);
  const cartChange = (message: typeof CART_SNACKBARS.updateFailed) => ({
    onSuccess: () => onCartChange?.(),
    onError: () => notify(message),
  });
  const items = cart?.items ?? [];

  function checkout() {
    // Spec 2 §5: checking out an empty cart says "Votre panier est vide".
    if (checkoutError(items.length) !== null) notify(CART_CATALOGUE_SNACKBARS.emptyCart);
    else void navigate(CHECKOUT_HREF);
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
      onCheckout={checkout}
      onExport={() => exportCart(items)}
      autoSavedAt={autoSavedAt}
    />
  );
}
