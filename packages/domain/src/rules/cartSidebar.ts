/** The cart of the catalogue-with-cart is saved 5 s after a change (spec 2 §4 and §9). */
export const CART_AUTOSAVE_DELAY_MS = 5000;
/** How long a product shows "Ajouté !" after being added (spec 2 §2.4 and §9). */
export const RECENTLY_ADDED_MS = 3000;
export const RECENTLY_ADDED_LABEL = 'Ajouté !';
/** Checkout label while the browser is offline (spec 2 §4). */
export const OFFLINE_CHECKOUT_LABEL = 'Hors ligne';
export const EMPTY_CART_ALERT = 'Votre panier est vide';

/** Only a non-empty cart is auto-saved (spec 2 §4). */
export function shouldAutoSaveCart(itemCount: number): boolean {
  return itemCount > 0;
}

/** Checkout is disabled while offline (spec 2 §4). */
export function canCheckout(online: boolean): boolean {
  return online;
}

/** Checking out an empty cart raises the alert "Votre panier est vide" (spec 2 §5). */
export function checkoutError(itemCount: number): string | null {
  return itemCount > 0 ? null : EMPTY_CART_ALERT;
}
