import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates the server's HTML (and on the server itself), true from then on. What
 * only the browser knows (local storage: the cart badge, a closed pop-up) waits for it, so the
 * hydrating render draws exactly what the server drew and React never discards the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
