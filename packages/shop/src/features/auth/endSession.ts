import type { createStore } from 'jotai';
import { authTokenAtom, currentUserAtom } from '../../app/session.ts';
import { cartCacheAtom } from '../cart/index.ts';
import { quoteRequestsCacheAtom } from '../quotes/index.ts';
import * as authApi from './api.ts';

/**
 * Ends the session on the server too (the token is revoked) and forgets it in this browser with
 * what it stored: the cart is cleared from this browser (spec 1 §4) but kept on the server, so the
 * customer finds it again at the next sign-in (issue #4). Plain, without React: the header of a
 * page drawn as islands loads it only when "Déconnexion" is pressed.
 */
export async function endSession(store: ReturnType<typeof createStore>): Promise<void> {
  // The logout call takes the token as it starts; local state is cleared right after, so that
  // nothing else asks the API with a token that is about to be revoked.
  const revoked = authApi.logout().catch((error: unknown) => console.warn('Logout call failed', error));
  const user = store.get(currentUserAtom);
  store.set(authTokenAtom, null);
  store.set(currentUserAtom, null);
  store.set(quoteRequestsCacheAtom, []);
  store.set(cartCacheAtom(user?.id ?? ''), null);
  await revoked;
}
