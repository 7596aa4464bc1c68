import { useAtomValue } from 'jotai';
import { welcomeName } from '@otech/domain';
import type { HeaderSession } from '@otech/ui';
import { currentUserAtom, serverSessionAtom } from '../session.ts';
import { useHydrated } from '../useHydrated.ts';

/**
 * Who the header greets: the company name, or the pseudo when there is none (spec 1 §8 welcome).
 * Until the page is hydrated that is whom the server's session cookie named, as the server drew it.
 */
export function useHeaderSession(): HeaderSession {
  const hydrated = useHydrated();
  const stored = useAtomValue(currentUserAtom);
  const fromServer = useAtomValue(serverSessionAtom);
  const user = hydrated ? stored : fromServer;
  if (!user) return { kind: 'signedOut' };
  return { kind: 'customer', name: welcomeName(user) };
}
