import { useAtom, useSetAtom, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginValues } from '@otech/domain';
import { authTokenAtom, currentUserAtom } from '../../app/session.ts';
import { cartKeys } from '../cart/index.ts';
import { quoteKeys } from '../quotes/index.ts';
import * as authApi from './api.ts';
import { endSession } from './endSession.ts';

export function useSession() {
  const [user, setUser] = useAtom(currentUserAtom);
  const setToken = useSetAtom(authTokenAtom);
  const store = useStore();
  const queryClient = useQueryClient();

  async function signIn(values: LoginValues) {
    const session = await authApi.login(values);
    setToken(session.token);
    setUser(session.user);
    return session.user;
  }

  /** Ends the session (`endSession`), and forgets the cart and quote requests this app holds in memory. */
  async function signOut() {
    const ended = endSession(store);
    queryClient.removeQueries({ queryKey: cartKeys.all });
    queryClient.removeQueries({ queryKey: quoteKeys.all });
    await ended;
  }

  return { user, signIn, signOut };
}
