import { useAtomValue } from 'jotai';
import { AccountWelcome } from '@otech/ui';
import { currentUserAtom } from '../../app/session.ts';

/**
 * /client-dashboard, where sign-in leads (spec 1 §4): "Mon Espace Client" greeting the customer by
 * first and last name (spec 2 §2.2). Its five tabs are the customer-area work that follows (README).
 */
export function Component() {
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return <AccountWelcome title="Mon Espace Client" name={name || user.pseudo} />;
}
