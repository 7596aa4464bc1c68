import { useLinkRouter } from '@otech/ui';

const fullLoad = (href: string) => window.location.assign(href);

/**
 * Goes to another shop address from an island: through the app's router inside the single-page app,
 * and as a full load on a server-drawn page, whose islands have no router (app/islands/Island.tsx).
 */
export function useShopNavigate(): (href: string) => void {
  return useLinkRouter().navigate ?? fullLoad;
}
