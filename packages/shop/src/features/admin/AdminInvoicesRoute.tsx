import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_BILLING_SNACKBARS, ADMIN_INVOICE_DEFAULT_SORT, ADMIN_INVOICE_SORT_KEYS, isoDay, type Facture, type FacturePaiement } from '@otech/domain';
import { AdminInvoicesPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { notify } from '../../app/snackbar.ts';
import { downloadAdminInvoicePdf, downloadInvoicesExport, markInvoiceSent, recordInvoicePayment } from './api.ts';
import { invoiceFilterParams, readInvoiceFilter } from './invoiceListParams.ts';
import { adminInvoicesQuery, adminKeys } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useStaffCan } from './useStaffCan.ts';
import { useCreditNote } from './useCreditNote.ts';
import { useInvoiceBulkActions } from './useInvoiceBulkActions.ts';
import { useStaffList } from './useStaffList.ts';

/** /admin/factures: the invoices filtered, sorted and paged by the API from the URL, payments recorded, credit notes issued, drafts sent, PDFs downloaded, lists exported. */
export function AdminInvoicesRoute() {
  const toolbar = useAdminToolbar();
  const staffCan = useStaffCan();
  // Payments, sending and credit notes are offered to the roles the API lets through (issue 23).
  const mayEdit = staffCan('invoices.edit');
  const { request, page, props, listExport } = useStaffList({
    sortKeys: ADMIN_INVOICE_SORT_KEYS,
    defaultSort: ADMIN_INVOICE_DEFAULT_SORT,
    url: { read: readInvoiceFilter, params: invoiceFilterParams },
    exportFrom: { path: '/admin/factures/export', name: 'factures' },
  });
  const queryClient = useQueryClient();
  const invoices = useQuery(adminInvoicesQuery(request, page));
  const bulk = useInvoiceBulkActions({ request, page });
  const [payingInvoiceId, setPayingInvoiceId] = useState<string | null>(null);
  const creditNote = useCreditNote();
  // A payment or a sent draft changes the reminders' list too.
  const refreshBilling = () => queryClient.invalidateQueries({ queryKey: adminKeys.billing() });

  const pay = useMutation({
    mutationFn: ({ invoice, payment }: { invoice: Facture; payment: FacturePaiement }) => recordInvoicePayment(invoice.id, payment),
    onSuccess: async () => {
      await refreshBilling();
      setPayingInvoiceId(null);
      notify(ADMIN_BILLING_SNACKBARS.paymentRecorded);
    },
  });
  const send = useMutation({
    mutationFn: (invoice: Facture) => markInvoiceSent(invoice.id),
    onSuccess: async () => {
      await refreshBilling();
      notify(ADMIN_BILLING_SNACKBARS.invoiceSent);
    },
    onError: () => notify(ADMIN_BILLING_SNACKBARS.invoiceUpdateFailed),
  });
  const download = useMutation({ mutationFn: downloadAdminInvoicePdf, onError: () => notify(ADMIN_BILLING_SNACKBARS.pdfFailed) });
  const exportPeriod = useMutation({ mutationFn: downloadInvoicesExport, onError: () => notify(ADMIN_BILLING_SNACKBARS.exportFailed) });

  return (
    <AdminInvoicesPage
      {...toolbar}
      {...props}
      invoices={toAsyncState(invoices, 'Erreur lors du chargement des factures')}
      onRetry={() => void invoices.refetch()}
      onListExport={listExport.onExport}
      listExporting={listExport.exporting}
      bulk={bulk}
      payingInvoiceId={payingInvoiceId ?? undefined}
      onPayingChange={
        mayEdit
          ? (id) => {
              pay.reset();
              setPayingInvoiceId(id);
            }
          : undefined
      }
      onRecordPayment={(invoice, payment) => pay.mutate({ invoice, payment })}
      paymentSaving={pay.isPending}
      paymentError={pay.error ? (pay.error instanceof ApiError ? pay.error.message : ADMIN_BILLING_SNACKBARS.invoiceUpdateFailed.message) : undefined}
      onMarkSent={mayEdit ? (invoice) => send.mutate(invoice) : undefined}
      sendingInvoiceId={send.isPending ? send.variables.id : undefined}
      onDownloadPdf={(invoice) => download.mutate(invoice)}
      onExport={staffCan('exports.download') ? (query) => exportPeriod.mutate(query) : undefined}
      exporting={exportPeriod.isPending}
      downloadingInvoiceId={download.isPending ? download.variables.id : undefined}
      today={isoDay(new Date())}
      creditingInvoiceId={creditNote.invoiceId ?? undefined}
      onCreditingChange={mayEdit ? creditNote.open : undefined}
      creditNote={creditNote.dialog}
      onIssueCreditNote={creditNote.issue}
    />
  );
}
