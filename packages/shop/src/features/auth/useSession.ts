import { useContext } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { QueryClientContext } from '@tanstack/react-query';
import { currentUserAtom } from '../../app/session.ts';
import { cartKeys } from '../cart/index.ts';
import { pricingKeys } from '../pricing/index.ts';
import { quoteKeys } from '../quotes/index.ts';
import { endSession } from './endSession.ts';

/** Who is signed in, and sign-out; sign-in is `useSignIn` (the sign-in island loads no cart nor quotes). */
export function useSession() {
  const user = useAtomValue(currentUserAtom);
  const store = useStore();
  // An island of a server-drawn page has no query client, and holds no cart nor quotes to forget
  // (issue 27: the impersonation bar's 'Retour Admin' threw "No QueryClient set" there).
  const queryClient = useContext(QueryClientContext);

  /** Ends the session (`endSession`), and forgets the cart and quote requests this app holds in memory. */
  async function signOut() {
    const ended = endSession(store);
    queryClient?.removeQueries({ queryKey: cartKeys.all });
    queryClient?.removeQueries({ queryKey: quoteKeys.all });
    // A customer's prices never outlive their session on this browser.
    queryClient?.removeQueries({ queryKey: pricingKeys.all });
    await ended;
  }

  return { user, signOut };
}
