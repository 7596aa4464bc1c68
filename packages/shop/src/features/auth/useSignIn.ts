import { useSetAtom } from 'jotai';
import type { LoginValues } from '@otech/domain';
import { authTokenAtom, currentUserAtom, signedInOnPageAtom } from '../../app/session.ts';
import { login } from './api.ts';

/**
 * Signs in: the server checks the password and sets the session cookie, this browser keeps the token
 * and the user. Apart from useSession (sign-out), which clears the cart and quote caches: the sign-in
 * island loads neither.
 */
export function useSignIn() {
  const setToken = useSetAtom(authTokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const setSignedInOnPage = useSetAtom(signedInOnPageAtom);
  return async (values: LoginValues) => {
    const session = await login(values);
    setSignedInOnPage(true);
    setToken(session.token);
    setUser(session.user);
    return session.user;
  };
}
