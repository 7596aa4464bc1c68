import { PRODUCT_SNACKBARS, type SnackbarMessage } from '@otech/domain';

/** What ordering from the detail page acts through: the session, the cart, the snackbars and the address. */
export interface OrderEffects {
  signedIn: boolean;
  /** Puts the quantity in the cart; rejects when the cart refused it. */
  addToCart: (quantity: number) => Promise<unknown>;
  notify: (message: SnackbarMessage, onAction?: () => void) => void;
  navigate: (href: string) => void;
}

/**
 * The detail page's two buttons (spec 1 §8 "Detail page"): both put the quantity in the cart;
 * "Demander un devis" then opens the cart to send it. Signed out, "Ajouter au panier" says to sign
 * in (its action opens /login) and "Demander un devis" goes straight to /login.
 */
export async function orderProduct(product: { name: string }, quantity: number, thenQuote: boolean, effects: OrderEffects): Promise<void> {
  const { signedIn, addToCart, notify, navigate } = effects;
  if (!signedIn) {
    if (thenQuote) navigate('/login');
    else notify(PRODUCT_SNACKBARS.signInToAdd, () => navigate('/login'));
    return;
  }
  try {
    await addToCart(quantity);
  } catch {
    notify(PRODUCT_SNACKBARS.addFailed);
    return;
  }
  if (!thenQuote) {
    notify(PRODUCT_SNACKBARS.added(product.name, quantity), () => navigate('/cart'));
    return;
  }
  notify(PRODUCT_SNACKBARS.addedForQuote);
  navigate('/cart');
}
