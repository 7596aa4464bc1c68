import type { createStore } from 'jotai';
import { currentUserAtom } from '../../app/session.ts';
import { addCartItem } from './api.ts';
import { cartCacheAtom } from './cartCache.ts';

/**
 * Adds to the signed-in customer's cart on a page drawn as islands, which has no query cache: the
 * server's answer replaces the stored cart, which the header's count follows.
 */
export async function addToStoredCart(store: ReturnType<typeof createStore>, productId: string, quantity: number): Promise<void> {
  const cart = await addCartItem(productId, quantity);
  const user = store.get(currentUserAtom);
  if (user) store.set(cartCacheAtom(user.id), cart);
}
