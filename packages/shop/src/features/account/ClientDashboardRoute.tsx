import { useAtomValue } from 'jotai';
import { AccountWelcome } from '@otech/ui';
import { currentUserAtom } from '../../app/session.ts';
import { ClientInvoicesTab } from '../invoices/index.ts';

/**
 * /client-dashboard, where sign-in leads (spec 1 §4): "Mon Espace Client" greeting the customer by
 * first and last name (spec 2 §2.2). Its five tabs are the customer-area work that follows (README).
 */
export function Component() {
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  // "Mes Factures" until the five tabs land; then it is the fifth tab's screen.
  return (
    <>
      <AccountWelcome title="Mon Espace Client" name={name || user.pseudo} />
      <ClientInvoicesTab />
    </>
  );
}
