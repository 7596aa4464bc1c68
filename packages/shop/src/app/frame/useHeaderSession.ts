import { useAtomValue } from 'jotai';
import { welcomeName } from '@otech/domain';
import type { HeaderSession } from '@otech/ui';
import { currentUserAtom } from '../session.ts';

/** Who the header greets: the company name, or the pseudo when there is none (spec 1 §8 welcome). */
export function useHeaderSession(): HeaderSession {
  const user = useAtomValue(currentUserAtom);
  if (!user) return { kind: 'signedOut' };
  return { kind: 'customer', name: welcomeName(user) };
}
