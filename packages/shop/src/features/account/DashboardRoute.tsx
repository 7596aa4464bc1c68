import { useAtomValue } from 'jotai';
import { CLIENT_DASHBOARD_SNACKBARS, welcomeName } from '@otech/domain';
import { AccountWelcome, QuoteRequestList } from '@otech/ui';
import { currentUserAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { useQuoteRequests } from '../quotes/index.ts';

/**
 * /dashboard and /user-dashboard (spec 2 §2.3, §2.4): the signed-in customer's quote requests with
 * their status, which the cart's "Demander un devis" leads to. The dashboards' other tabs are the
 * customer-area work that follows (see README).
 */
export function Component() {
  const user = useAtomValue(currentUserAtom);
  const { quoteRequests, retry, cancel } = useQuoteRequests();
  if (!user) return null;
  return (
    <>
      <AccountWelcome title="Mes demandes de devis" name={welcomeName(user)} memberSince={user.createdAt} />
      <QuoteRequestList
        quotes={quoteRequests}
        userId={user.id}
        onRetry={retry}
        onCancel={(id) =>
          cancel.mutate(id, {
            onSuccess: () => notify(CLIENT_DASHBOARD_SNACKBARS.quoteCancelled),
            onError: () => notify(CLIENT_DASHBOARD_SNACKBARS.quoteCancelFailed),
          })
        }
        cancellingId={cancel.isPending ? cancel.variables : undefined}
        catalogueHref="/catalogue"
      />
    </>
  );
}
