import { useNavigate } from 'react-router-dom';
import { CART_CATALOGUE_SNACKBARS, CART_SNACKBARS, checkoutError } from '@otech/domain';
import { CartSidebar } from '@otech/ui';
import { mapAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { useCart, useCartActions } from '../cart/index.ts';
import { exportCart } from './exportCart.ts';

/** Where checkout leads: the invoices tab of the account dashboard (spec 2 §2). */
const CHECKOUT_HREF = '/dashboard?tab=billing';

/** "Mon Panier" beside a catalogue (spec 2 §2.4, §2.5): the server cart of /panier, its lines' controls, checkout and export. */
export function CartPanel({ isOnline }: { isOnline: boolean }) {
  const navigate = useNavigate();
  const { cart, state, retry } = useCart();
  const { update, remove, clear } = useCartActions();
  const failed = (message: typeof CART_SNACKBARS.updateFailed) => ({ onError: () => notify(message) });
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
      busyItemId={update.isPending ? update.variables.itemId : remove.isPending ? remove.variables : undefined}
      onQuantityChange={(itemId, quantity) => update.mutate({ itemId, quantity }, failed(CART_SNACKBARS.updateFailed))}
      onRemove={(itemId) => remove.mutate(itemId, failed(CART_SNACKBARS.removeFailed))}
      onClear={() => clear.mutate(undefined, failed(CART_SNACKBARS.removeFailed))}
      onCheckout={checkout}
      onExport={() => exportCart(items)}
    />
  );
}
