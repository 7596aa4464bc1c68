import { useLinkRouter } from '@otech/ui';
import { carrySnackbars } from '../snackbar.ts';

function fullLoad(href: string) {
  carrySnackbars();
  window.location.assign(href);
}

/**
 * Goes to another shop address from an island: through the app's router inside the single-page app,
 * and as a full load on a server-drawn page, whose islands have no router (app/islands/Island.tsx);
 * the snackbars on screen go along, as they do in the app.
 */
export function useShopNavigate(): (href: string) => void {
  return useLinkRouter().navigate ?? fullLoad;
}
