import { useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_DASHBOARD_LOAD_ERRORS,
  dashboardTabHref,
  FACTURE_SNACKBARS,
  factureFromCartBody,
  factureFromCartError,
  type CartItem,
  type UserProfile,
} from '@otech/domain';
import { ClientInvoicesPanel } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { currentUserAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { cartKeys, useCart } from '../cart/index.ts';
import { dashboardKeys, useInvoiceDownload } from '../dashboard/index.ts';
import { createInvoiceFromCart } from './api.ts';
import { invoiceStatsQuery, invoiceKeys, latestInvoicesQuery } from './queries.ts';

function clientDataOf(user: UserProfile) {
  return {
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    email: user.email,
    phone: user.phone,
    companyName: user.companyName,
  };
}

/**
 * "Mes Factures" of /client-dashboard (spec 2 §2.2, §7.1): the 5 latest invoices, the month's
 * statistics, an invoice made from the cart (which the server then empties), the PDF, and the way
 * to every invoice on /dashboard.
 */
export function ClientInvoicesTab() {
  const user = useAtomValue(currentUserAtom);
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const { cart } = useCart();
  const latest = useQuery(latestInvoicesQuery(userId));
  const stats = useQuery(invoiceStatsQuery(userId));
  const download = useInvoiceDownload();
  const create = useMutation({
    mutationFn: ({ profile, items }: { profile: UserProfile; items: CartItem[] }) =>
      createInvoiceFromCart(factureFromCartBody(clientDataOf(profile), items, new Date())),
    onSuccess: async ({ data }) => {
      notify(FACTURE_SNACKBARS.created(data.numero_facture));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.ofUser(userId) }),
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.ofUser(userId) }),
      ]);
    },
    onError: (error) => notify(error instanceof ApiError && error.status === 400 ? FACTURE_SNACKBARS.refused(error.message) : FACTURE_SNACKBARS.createFailed),
  });
  const createFromCart = () => {
    const items = cart?.items ?? [];
    const refusal = factureFromCartError(user !== null, items.length);
    if (refusal || !user) {
      notify(FACTURE_SNACKBARS.refused(refusal ?? ''));
      return;
    }
    create.mutate({ profile: user, items });
  };
  return (
    <ClientInvoicesPanel
      factures={toAsyncState(latest, ACCOUNT_DASHBOARD_LOAD_ERRORS.invoices)}
      stats={stats.data}
      onRetry={() => void latest.refetch()}
      onCreateFromCart={createFromCart}
      creating={create.isPending}
      onDownload={(facture) => download.mutate(facture)}
      downloadingId={download.isPending ? download.variables.id : undefined}
      allInvoicesHref={dashboardTabHref('billing')}
    />
  );
}
