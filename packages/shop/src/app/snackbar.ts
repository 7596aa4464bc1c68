import { SnackbarQueue } from '@otech/ui';
import { storageKeys } from './storage/storageKeys.ts';

/** The shop's one snackbar queue, shown by the page frame; screens push the domain's messages to it. */
export const snackbars = new SnackbarQueue();

export const notify = snackbars.show.bind(snackbars);

/**
 * Before an island's full load of another page (app/islands/useShopNavigate.ts): the snackbars on
 * screen show again there, as the single-page app's navigation keeps them ("Demander un devis" then
 * /cart, spec 1 §8). Storage refused (private browsing) loses them, as a reload would.
 */
export function carrySnackbars(): void {
  const carried = snackbars.carriable;
  if (carried.length === 0) return;
  try {
    sessionStorage.setItem(storageKeys.carriedSnackbars, JSON.stringify(carried));
  } catch (error) {
    console.warn('The snackbars could not be carried to the next page', error);
  }
}

/** Their check (and its schema) loads only when a previous page carried some (decision 232). */
async function showCarriedSnackbars(): Promise<void> {
  try {
    const text = sessionStorage.getItem(storageKeys.carriedSnackbars);
    if (text === null) return;
    sessionStorage.removeItem(storageKeys.carriedSnackbars);
    const { readCarriedSnackbars } = await import('./carriedSnackbars.ts');
    for (const message of readCarriedSnackbars(text)) notify(message);
  } catch (error) {
    console.warn('The snackbars of the previous page could not be read', error);
  }
}

// The page an island's navigation loaded shows what the previous page carried, once.
if (typeof window !== 'undefined') void showCarriedSnackbars();
