import { atom, useAtomValue } from 'jotai';

/**
 * False while React hydrates the server's HTML (and on the server itself), true from then on. What
 * only the browser knows (local storage: the cart badge, a closed pop-up) waits for it, so the
 * hydrating render draws exactly what the server drew and React never discards the page.
 *
 * An atom rather than `useSyncExternalStore` with a differing server snapshot: React re-renders such
 * a component synchronously right after hydration, one long task; this one flips in a transition,
 * which React renders in slices between the browser's own work.
 */
export const hydratedAtom = atom(false);

export function useHydrated(): boolean {
  return useAtomValue(hydratedAtom);
}
