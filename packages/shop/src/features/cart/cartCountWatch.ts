import type { createStore } from 'jotai';
import { currentUserAtom, isSignedInAtom } from '../../app/session.ts';
import { fetchCart } from './api.ts';
import { cartCacheAtom } from './cartCache.ts';

/**
 * Tells `onCount` the signed-in customer's number of articles: the stored cart's at once, the
 * server's once it has answered (it replaces the stored copy), and every later change of the
 * stored cart (an article added on the page). A failed load keeps the stored count. Returns the
 * stop of the watch.
 */
export function watchCartCount(store: ReturnType<typeof createStore>, onCount: (count: number) => void): () => void {
  const user = store.get(currentUserAtom);
  if (!user || !store.get(isSignedInAtom)) return () => undefined;
  const cached = cartCacheAtom(user.id);
  const tell = () => onCount(store.get(cached)?.totalItems ?? 0);
  tell();
  const stop = store.sub(cached, tell);
  fetchCart().then(
    (cart) => store.set(cached, cart),
    (error: unknown) => console.warn('The header keeps the stored cart count: the cart did not load', error),
  );
  return stop;
}
