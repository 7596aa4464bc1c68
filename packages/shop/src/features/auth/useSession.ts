import { useAtom, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { authTokenAtom, currentUserAtom } from '../../app/session.ts';
import { cartCacheAtom, cartKeys } from '../cart/index.ts';
import { quoteKeys, quoteRequestsCacheAtom } from '../quotes/index.ts';
import * as authApi from './api.ts';

export function useSession() {
  const [user, setUser] = useAtom(currentUserAtom);
  const setToken = useSetAtom(authTokenAtom);
  const setQuoteRequests = useSetAtom(quoteRequestsCacheAtom);
  const setCachedCart = useSetAtom(cartCacheAtom(user?.id ?? ''));
  const queryClient = useQueryClient();

  /**
   * Ends the session on the server too (the token is revoked). The cart is cleared from this browser
   * (spec 1 §4) but kept on the server, so the customer finds it again at the next sign-in (issue #4).
   */
  async function signOut() {
    // The logout call takes the token as it starts; local state is cleared right after, so that
    // nothing else asks the API with a token that is about to be revoked.
    const revoked = authApi.logout().catch((error: unknown) => console.warn('Logout call failed', error));
    setToken(null);
    setUser(null);
    setQuoteRequests([]);
    setCachedCart(null);
    queryClient.removeQueries({ queryKey: cartKeys.all });
    queryClient.removeQueries({ queryKey: quoteKeys.all });
    await revoked;
  }

  return { user, signOut };
}
