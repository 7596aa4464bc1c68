import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_LOAD_ERRORS, ACCOUNT_DASHBOARD_SNACKBARS, isoDay, type AccountCreditNote, type Invoice, type InvoicesPeriodQuery } from '@otech/domain';
import { InvoicesPeriodForm, InvoicesTable } from '@otech/ui';
import { ApiError } from '../../app/http.ts';
import { toAsyncState } from '../../app/asyncState.ts';
import { saveFile } from '../../app/saveFile.ts';
import { notify } from '../../app/snackbar.ts';
import { downloadInvoice } from './api.ts';
import { downloadCreditNote, downloadInvoiceFiles } from './invoiceFilesApi.ts';
import { invoicesQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';
import { usePaging } from './usePaging.ts';

/** Saves an invoice's PDF as the spec names it: facture_{id}.pdf (spec 2 §7.4). */
export function useInvoiceDownload() {
  return useMutation({
    mutationFn: async (invoice: Pick<Invoice, 'id'>) => saveFile(await downloadInvoice(invoice.id), `facture_${invoice.id}.pdf`),
    onSuccess: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.invoiceDownloaded),
    onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.invoiceDownloadFailed),
  });
}

/**
 * "Factures": the customer's invoices, paged 10 by default (5, 10, 25), each with its credit notes,
 * and the Factur-X files of a period as one ZIP (issue 24).
 */
export function InvoicesTab() {
  const userId = useCustomerId();
  const paging = usePaging();
  const query = useQuery({ ...invoicesQuery(userId, paging.page, paging.pageSize), placeholderData: keepPreviousData });
  const download = useInvoiceDownload();
  const creditNote = useMutation({
    mutationFn: (note: AccountCreditNote) => downloadCreditNote(note),
    onSuccess: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.invoiceDownloaded),
    onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.invoiceDownloadFailed),
  });
  const files = useMutation({
    mutationFn: (period: InvoicesPeriodQuery) => downloadInvoiceFiles(period),
    onSuccess: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.invoiceFilesDownloaded),
    onError: (error) => notify(ACCOUNT_DASHBOARD_SNACKBARS.invoiceFilesFailed(error instanceof ApiError && error.status === 400 ? error.message : undefined)),
  });
  return (
    <>
      <InvoicesPeriodForm today={isoDay(new Date())} onDownload={(period) => files.mutate(period)} downloading={files.isPending} />
      <InvoicesTable
        invoices={toAsyncState(query, ACCOUNT_DASHBOARD_LOAD_ERRORS.invoices)}
        onRetry={() => void query.refetch()}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        onDownload={(invoice) => download.mutate(invoice)}
        downloadingId={download.isPending ? download.variables.id : undefined}
        onDownloadCreditNote={(note) => creditNote.mutate(note)}
        downloadingCreditNoteId={creditNote.isPending ? creditNote.variables.id : undefined}
      />
    </>
  );
}
