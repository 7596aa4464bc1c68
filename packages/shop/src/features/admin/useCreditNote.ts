import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_BILLING_SNACKBARS, type CreditChoice, type Facture, type IssuedCreditNote } from '@otech/domain';
import type { CreditNoteDialogProps } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { notify } from '../../app/snackbar.ts';
import { downloadCreditNotePdf, issueCreditNote } from './invoicingApi.ts';
import { creditableLinesQuery, creditNotesQuery } from './invoicingQueries.ts';
import { adminKeys } from './queries.ts';

/**
 * The credit-note dialog of /admin/factures: which invoice it is open on, its lines and issued
 * credit notes, and issuing one (the invoices and reminders then reload: the amount due follows).
 */
export function useCreditNote() {
  const queryClient = useQueryClient();
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const lines = useQuery({ ...creditableLinesQuery(invoiceId ?? ''), enabled: invoiceId !== null });
  const issued = useQuery({ ...creditNotesQuery(invoiceId ?? ''), enabled: invoiceId !== null });
  const issue = useMutation({
    mutationFn: ({ invoice, choices }: { invoice: Facture; choices: CreditChoice[] }) => issueCreditNote(invoice.id, choices),
    onSuccess: async (note) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.billing() });
      setInvoiceId(null);
      notify(ADMIN_BILLING_SNACKBARS.creditNoteIssued(note.numero));
    },
  });
  const download = useMutation({ mutationFn: (note: IssuedCreditNote) => downloadCreditNotePdf(note), onError: () => notify(ADMIN_BILLING_SNACKBARS.creditNotePdfFailed) });
  const dialog: Omit<CreditNoteDialogProps, 'invoiceNumber' | 'onClose' | 'onIssue'> = {
    lines: toAsyncState(lines, 'Erreur lors du chargement des lignes de la facture'),
    onRetry: () => void lines.refetch(),
    creditNotes: issued.data ?? [],
    onDownloadCreditNote: (note) => download.mutate(note),
    issuing: issue.isPending,
    errorMessage: issue.error ? (issue.error instanceof ApiError ? issue.error.message : ADMIN_BILLING_SNACKBARS.creditNoteFailed.message) : undefined,
  };
  return {
    invoiceId,
    open: (id: string | null) => {
      issue.reset();
      setInvoiceId(id);
    },
    dialog,
    issue: (invoice: Facture, choices: CreditChoice[]) => issue.mutate({ invoice, choices }),
  };
}
