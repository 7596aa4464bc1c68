import { useAtomValue } from 'jotai';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_DASHBOARD_LOAD_ERRORS,
  dashboardTabHref,
  FACTURE_SNACKBARS,
  factureFromCartError,
  isoDay,
  proFormaFileName,
} from '@otech/domain';
import { ClientInvoicesPanel } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { saveFile } from '../../app/saveFile.ts';
import { currentUserAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { useCart } from '../cart/index.ts';
import { useInvoiceDownload } from '../dashboard/index.ts';
import { downloadCartProForma } from './api.ts';
import { factureStatsQuery, latestFacturesQuery } from './queries.ts';

/**
 * "Mes Factures" of /client-dashboard (spec 2 §2.2, §7.1): the 5 latest invoices, the month's
 * statistics, the cart as a pro forma (issue 22: a PDF, nothing owed, the cart kept), the PDFs, and
 * the way to every invoice on /dashboard.
 */
export function ClientInvoicesTab() {
  const user = useAtomValue(currentUserAtom);
  const userId = user?.id ?? '';
  const { cart } = useCart();
  const latest = useQuery(latestFacturesQuery(userId));
  const stats = useQuery(factureStatsQuery(userId));
  const download = useInvoiceDownload();
  const proForma = useMutation({
    mutationFn: async () => saveFile(await downloadCartProForma(), proFormaFileName(isoDay(new Date()))),
    onSuccess: () => notify(FACTURE_SNACKBARS.proFormaSaved),
    onError: (error) => notify(error instanceof ApiError && error.status === 400 ? FACTURE_SNACKBARS.refused(error.message) : FACTURE_SNACKBARS.createFailed),
  });
  const createProForma = () => {
    const refusal = factureFromCartError(user !== null, cart?.items.length ?? 0);
    if (refusal) {
      notify(FACTURE_SNACKBARS.refused(refusal));
      return;
    }
    proForma.mutate();
  };
  return (
    <ClientInvoicesPanel
      factures={toAsyncState(latest, ACCOUNT_DASHBOARD_LOAD_ERRORS.invoices)}
      stats={stats.data}
      onRetry={() => void latest.refetch()}
      onCreateProForma={createProForma}
      creatingProForma={proForma.isPending}
      onDownload={(facture) => download.mutate(facture)}
      downloadingId={download.isPending ? download.variables.id : undefined}
      allInvoicesHref={dashboardTabHref('billing')}
    />
  );
}
