import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../../app/session.ts';

/** The signed-in customer's id, which keys every dashboard query (the guard makes sure there is one). */
export function useCustomerId(): string {
  return useAtomValue(currentUserAtom)?.id ?? '';
}
