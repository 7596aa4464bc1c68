import { amountDueLabel, formatLongDate, formatEurosTTC, invoiceStatusDisplay, paymentStatusDisplay, type AccountCreditNote, type Invoice, type PagedResult } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { InvoicePdfButton } from '../InvoicePdfButton/InvoicePdfButton.tsx';
import { PagedTable } from '../PagedTable/PagedTable.tsx';
import * as layout from '../dashboardLayout.css.ts';
import { Receipt } from 'lucide-react';

export interface InvoicesTableProps {
  /** The page of the customer's invoices (amounts TTC), or its loading or error state. */
  invoices: AsyncState<PagedResult<Invoice>>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** Another page size was chosen: called with it; the caller goes back to page 1. */
  onPageSizeChange: (pageSize: number) => void;
  /** "PDF": the screen saves it as facture_{id}.pdf. */
  onDownload: (invoice: Invoice) => void;
  /** The id of the document whose PDF is being downloaded: its button waits; undefined when none. */
  downloadingId?: string | undefined;
  /** "PDF" of a credit note listed under its invoice: its Factur-X file. */
  onDownloadCreditNote: (note: AccountCreditNote) => void;
  /** The id of the credit note whose PDF is downloading: its button waits; undefined when none. */
  downloadingCreditNoteId?: string | undefined;
}

/** "Factures" of the account dashboard (spec 2 §2.3 tab 2): paged, with what is left to pay, partial payments and the credit notes of each invoice. */
export function InvoicesTable({ invoices, onDownload, downloadingId, onDownloadCreditNote, downloadingCreditNoteId, ...paging }: InvoicesTableProps) {
  return (
    <PagedTable
      state={invoices}
      {...paging}
      loadingLabel="Chargement des factures..."
      emptyTitle="Aucune facture trouvée"
      emptyIcon={Receipt}
      label="Mes factures"
      paginatorLabel="Pages des factures"
      columns={['N° de facture', 'Date', 'Montant', 'Statut', 'PDF']}
      row={(invoice) => {
        const due = amountDueLabel(invoice.amountDue);
        return (
          <tr key={invoice.id} className={layout.row}>
            <td className={`${layout.cell} ${layout.strong}`}>{invoice.invoiceNumber}</td>
            <td className={layout.cell}>{formatLongDate(invoice.date)}</td>
            <td className={layout.cell}>
              {formatEurosTTC(invoice.amount)}
              {due && <p className={layout.muted}>{due}</p>}
              {invoice.creditNotes?.map((note) => {
                const text = downloadingCreditNoteId === note.id ? 'Téléchargement...' : 'PDF';
                return (
                  <p key={note.id} className={layout.muted}>
                    Avoir {note.number} du {formatLongDate(note.date)} : −{formatEurosTTC(note.amount)}{' '}
                    <Button size="small" variant="secondary" isDisabled={downloadingCreditNoteId === note.id} onPress={() => onDownloadCreditNote(note)} aria-label={`${text} de l’avoir ${note.number}`}>
                      {text}
                    </Button>
                  </p>
                );
              })}
            </td>
            <td className={layout.cell}>
              <StatusBadge status={invoiceStatusDisplay(invoice.status, invoice.statusLabel)} />
              {invoice.paymentStatus === 'partial' && <StatusBadge status={paymentStatusDisplay('partial')} />}
            </td>
            <td className={layout.cell}>
              <InvoicePdfButton invoiceNumber={invoice.invoiceNumber} label="PDF" downloading={downloadingId === invoice.id} onPress={() => onDownload(invoice)} />
            </td>
          </tr>
        );
      }}
    />
  );
}
