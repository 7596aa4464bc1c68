import { useAtomValue } from 'jotai';
import { welcomeName } from '@otech/domain';
import { AccountWelcome, QuoteRequestList } from '@otech/ui';
import { currentUserAtom } from '../../app/session.ts';
import { useQuoteActions } from './useQuoteActions.ts';

/**
 * /dashboard and /user-dashboard (spec 2 §2.3, §2.4): the signed-in customer's quote requests with
 * their status, which the cart's "Demander un devis" leads to. The dashboards' other tabs are the
 * customer-area work that follows (see README).
 */
export function Component() {
  const user = useAtomValue(currentUserAtom);
  const quotes = useQuoteActions();
  if (!user) return null;
  return (
    <>
      <AccountWelcome title="Mes demandes de devis" name={welcomeName(user)} memberSince={user.createdAt} />
      <QuoteRequestList
        quotes={quotes.state}
        onRetry={quotes.retry}
        userId={user.id}
        onCancel={quotes.cancel}
        pending={quotes.pending}
        catalogueHref="/catalogue"
      />
    </>
  );
}
