import { useAtom, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginValues } from '@otech/domain';
import * as authApi from '../api/auth.ts';
import { authTokenAtom, currentUserAtom } from '../state/session.ts';
import { quoteRequestsCacheAtom } from '../state/quoteRequestsCache.ts';
import { cartCacheAtom } from '../state/cartCache.ts';

export function useSession() {
  const [user, setUser] = useAtom(currentUserAtom);
  const [token, setToken] = useAtom(authTokenAtom);
  const setQuoteRequests = useSetAtom(quoteRequestsCacheAtom);
  const setCachedCart = useSetAtom(cartCacheAtom(user?.id ?? ''));
  const queryClient = useQueryClient();

  async function signIn(values: LoginValues) {
    const session = await authApi.login(values);
    setToken(session.token);
    setUser(session.user);
    return session.user;
  }

  /**
   * Ends the session on the server too (the token is revoked). The cart is cleared from this browser
   * (spec 1 §4) but kept on the server, so the customer finds it again at the next sign-in (issue #4).
   */
  async function signOut() {
    // Local state first, so that nothing asks the API with a token that is about to be revoked.
    setToken(null);
    setUser(null);
    setQuoteRequests([]);
    setCachedCart(null);
    queryClient.removeQueries({ queryKey: ['cart'] });
    queryClient.removeQueries({ queryKey: ['quoteRequests'] });
    if (token) await authApi.logout(token).catch((error: unknown) => console.warn('Logout call failed', error));
  }

  return { user, token, signIn, signOut };
}
