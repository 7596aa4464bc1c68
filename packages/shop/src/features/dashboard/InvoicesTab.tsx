import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_LOAD_ERRORS, ACCOUNT_DASHBOARD_SNACKBARS, ACCOUNT_DEFAULT_PAGE_SIZE, type Invoice } from '@otech/domain';
import { InvoicesTable } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { saveFile } from '../../app/saveFile.ts';
import { notify } from '../../app/snackbar.ts';
import { downloadInvoice } from './api.ts';
import { invoicesQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

/** Saves an invoice's PDF as the spec names it: facture_{id}.pdf (spec 2 §7.4). */
export function useInvoiceDownload() {
  return useMutation({
    mutationFn: async (invoice: Pick<Invoice, 'id'>) => saveFile(await downloadInvoice(invoice.id), `facture_${invoice.id}.pdf`),
    onSuccess: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.invoiceDownloaded),
    onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.invoiceDownloadFailed),
  });
}

/** "Factures": the customer's invoices, paged 10 by default (5, 10, 25). */
export function InvoicesTab() {
  const userId = useCustomerId();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ACCOUNT_DEFAULT_PAGE_SIZE);
  const query = useQuery({ ...invoicesQuery(userId, page, pageSize), placeholderData: keepPreviousData });
  const download = useInvoiceDownload();
  return (
    <InvoicesTable
      invoices={toAsyncState(query, ACCOUNT_DASHBOARD_LOAD_ERRORS.invoices)}
      onRetry={() => void query.refetch()}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      onDownload={(invoice) => download.mutate(invoice)}
      downloadingId={download.isPending ? download.variables.id : undefined}
    />
  );
}
