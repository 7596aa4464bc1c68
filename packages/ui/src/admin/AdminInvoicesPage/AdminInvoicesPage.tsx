import {
  ADMIN_INVOICE_SEARCH_MAX,
  FACTURE_STATUS_DISPLAY,
  FACTURE_STATUSES,
  factureStatusDisplay,
  formatDate,
  formatEuros,
  invoicePayment,
  invoicePaymentStatus,
  paymentStatusDisplay,
  type AdminInvoiceFilter,
  type CreditChoice,
  type ExportFormat,
  type Facture,
  type FacturePaiement,
  type FactureStatus,
  type InvoicesExportQuery,
  type PagedResult,
} from '@otech/domain';
import { InvoicePdfButton } from '../../account/InvoicePdfButton/InvoicePdfButton.tsx';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { ListBulkFeedback, listSelection, type ListBulkProps } from '../ListBulk/ListBulk.tsx';
import { AdminListPage, type StaffListProps } from '../AdminListPage/AdminListPage.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import { InvoicesExportForm } from '../InvoicesExportForm/InvoicesExportForm.tsx';
import { RecordPaymentDialog } from '../RecordPaymentDialog/RecordPaymentDialog.tsx';
import { CreditNoteDialog, type CreditNoteDialogProps } from '../CreditNoteDialog/CreditNoteDialog.tsx';
import * as t from '../adminTable.css.ts';
import * as s from '../adminFilters.css.ts';
import { Inbox } from 'lucide-react';

export interface AdminInvoicesPageProps extends Omit<StaffListProps<AdminInvoiceFilter>, 'onExport' | 'exporting'> {
  /** The page of invoices the server answered for the filter and sort. */
  invoices: AsyncState<PagedResult<Facture>>;
  /** "Exporter en CSV / XLSX": the list as filtered, every page; left out, no buttons (a role that may not export, issue 23). */
  onListExport?: ((format: ExportFormat) => void) | undefined;
  /** The list export being prepared (CSV or XLSX): its button waits; undefined when none. */
  listExporting?: ExportFormat | undefined;
  /** The invoice whose payment dialog is open, if any. */
  payingInvoiceId?: string | undefined;
  /** Opens (an id) or closes (null) the payment dialog; left out, no "Paiement" (a role that may not change invoices, issue 23). */
  onPayingChange?: ((invoiceId: string | null) => void) | undefined;
  /** A payment recorded in its dialog: the invoice and the payment (amount TTC in euros, date, method). */
  onRecordPayment: (invoice: Facture, payment: FacturePaiement) => void;
  /** While the payment is being stored: the dialog's button waits. */
  paymentSaving: boolean;
  /** The French message of a refused payment, shown in its dialog; undefined when none. */
  paymentError?: string | undefined;
  /** "Marquer envoyée" of a draft; left out, not offered. */
  onMarkSent?: ((invoice: Facture) => void) | undefined;
  /** An invoice's PDF asked for. */
  onDownloadPdf: (invoice: Facture) => void;
  /** The draft being marked sent: its button waits. */
  sendingInvoiceId?: string | undefined;
  /** The invoice whose PDF is coming. */
  downloadingInvoiceId?: string | undefined;
  /** Today, `YYYY-MM-DD`: the payment date offered. */
  today: string;
  /** The accountant's export of a period (issue 24); left out, its form is not shown. */
  onExport?: ((query: InvoicesExportQuery) => void) | undefined;
  /** The export being prepared (CSV or XLSX): its button waits; undefined when none. */
  exporting: boolean;
  /** The issued invoice whose credit-note dialog is open, if any. */
  creditingInvoiceId?: string | undefined;
  /** "Avoir": opens (an id) or closes (null) the credit-note dialog; left out, not offered. */
  onCreditingChange?: ((invoiceId: string | null) => void) | undefined;
  /** What the credit-note dialog shows of the invoice open in it. */
  creditNote: Omit<CreditNoteDialogProps, 'invoiceNumber' | 'onClose' | 'onIssue'>;
  /** Confirmed in the dialog: issue the credit note of these lines and quantities. */
  onIssueCreditNote: (invoice: Facture, choices: CreditChoice[]) => void;
  /** Checkboxes and the bulk actions of the member's role (issue 23). */
  bulk?: ListBulkProps | undefined;
}

/** An invoice is corrected by a credit note once issued: numbered, neither a draft nor cancelled. */
const isCreditable = (invoice: Facture) => invoice.numero_facture !== '' && invoice.statut !== 'brouillon' && invoice.statut !== 'annulee';

/** What is paid and still due on an invoice (the domain's rule over its payments). */
const paymentOf = (invoice: Facture) => invoicePayment(invoice.montant_ttc, invoice.paiements ?? []);

const STATUS_OPTIONS = [{ id: '', label: 'Tous' }, ...FACTURE_STATUSES.map((id) => ({ id, label: FACTURE_STATUS_DISPLAY[id].label }))];

/** /admin/factures: every invoice, paged, searched, filtered and sorted by the server, with what is paid and due, payments, credit notes, sending, the PDF and exports. */
export function AdminInvoicesPage({
  filter,
  onFilterChange,
  invoices,
  onRetry,
  page,
  onPageChange,
  sort,
  onSortChange,
  onListExport,
  listExporting,
  payingInvoiceId,
  onPayingChange,
  onRecordPayment,
  paymentSaving,
  paymentError,
  onMarkSent,
  onDownloadPdf,
  sendingInvoiceId,
  downloadingInvoiceId,
  today,
  onExport,
  exporting,
  creditingInvoiceId,
  onCreditingChange,
  creditNote,
  onIssueCreditNote,
  bulk,
  ...toolbar
}: AdminInvoicesPageProps) {
  const paying = invoices.status === 'ready' ? invoices.data.items.find((invoice) => invoice.id === payingInvoiceId) : undefined;
  const crediting = invoices.status === 'ready' ? invoices.data.items.find((invoice) => invoice.id === creditingInvoiceId) : undefined;
  const columns: TableColumn<Facture>[] = [
    {
      header: 'Facture',
      nowrap: true,
      sortKey: 'date',
      firstDirection: 'desc',
      cell: (invoice) => (
        <>
          {invoice.numero_facture}
          <span className={t.muted}>du {formatDate(invoice.date_facture)}</span>
        </>
      ),
    },
    { header: 'Client', cell: (invoice) => invoice.client_nom, sortKey: 'client' },
    { header: 'Échéance', sortKey: 'echeance', firstDirection: 'desc', cell: (invoice) => (invoice.date_echeance ? formatDate(invoice.date_echeance) : '—') },
    { header: 'Montant TTC', align: 'end', sortKey: 'montant', firstDirection: 'desc', cell: (invoice) => formatEuros(invoice.montant_ttc) },
    {
      header: 'Reste dû',
      align: 'end',
      cell: (invoice) => {
        const { due, paid } = paymentOf(invoice);
        return (
          <>
            {invoice.statut === 'annulee' ? '—' : formatEuros(due)}
            {paid > 0 && <span className={t.muted}>payé {formatEuros(paid)}</span>}
          </>
        );
      },
    },
    { header: 'Statut', cell: (invoice) => <StatusBadge status={factureStatusDisplay(invoice.statut)} /> },
    {
      header: 'Paiement',
      cell: (invoice) => (invoice.statut === 'brouillon' || invoice.statut === 'annulee' ? '—' : <StatusBadge status={paymentStatusDisplay(invoicePaymentStatus(invoice.montant_ttc, invoice.paiements ?? []))} />),
    },
    {
      header: 'Actions',
      cell: (invoice) => (
        <div className={s.actions}>
          {onPayingChange && invoice.statut !== 'annulee' && paymentOf(invoice).due > 0 && (
            <Button size="small" onPress={() => onPayingChange(invoice.id)} aria-label={`Enregistrer un paiement sur la facture ${invoice.numero_facture}`}>
              Paiement
            </Button>
          )}
          {onMarkSent && invoice.statut === 'brouillon' && (
            <Button size="small" variant="secondary" isDisabled={sendingInvoiceId === invoice.id} onPress={() => onMarkSent(invoice)} aria-label={`Marquer envoyée la facture ${invoice.numero_facture}`}>
              Marquer envoyée
            </Button>
          )}
          {onCreditingChange && isCreditable(invoice) && (
            <Button size="small" variant="secondary" onPress={() => onCreditingChange(invoice.id)} aria-label={`Émettre un avoir sur la facture ${invoice.numero_facture}`}>
              Avoir
            </Button>
          )}
          <InvoicePdfButton invoiceNumber={invoice.numero_facture} label="PDF" downloading={downloadingInvoiceId === invoice.id} onPress={() => onDownloadPdf(invoice)} />
        </div>
      ),
    },
  ];
  return (
    <AdminListPage
      {...toolbar}
      title="Factures"
      label="Factures"
      count={{ one: 'facture', many: 'factures' }}
      list={invoices}
      onRetry={onRetry}
      loadingLabel="Chargement des factures..."
      empty={{ icon: Inbox, title: 'Aucune facture ne correspond à ces critères' }}
      columns={columns}
      rowKey={(invoice) => invoice.id}
      page={page}
      onPageChange={onPageChange}
      filters={{
        filter,
        onFilterChange,
        search: { key: 'search', label: 'Numéro ou client', placeholder: 'FA-2026-00001 ou nom du client', maxLength: ADMIN_INVOICE_SEARCH_MAX },
        period: 'Date de facture',
        children: <Select label="Statut" options={STATUS_OPTIONS} value={filter.statut} onChange={(id) => onFilterChange({ ...filter, statut: (id ?? '') as FactureStatus | '' })} />,
      }}
      sort={sort}
      onSortChange={onSortChange}
      onExport={onListExport}
      exporting={listExporting}
      {...(bulk ? { selection: listSelection(bulk, (invoice: Facture) => `Sélectionner ${invoice.numero_facture || invoice.id}`) } : {})}
    >
      {bulk && <ListBulkFeedback {...bulk} />}
      {onExport && <InvoicesExportForm today={today} onExport={onExport} exporting={exporting} />}
      {paying && onPayingChange && (
        <RecordPaymentDialog
          key={paying.id}
          invoiceNumber={paying.numero_facture}
          amountDue={paymentOf(paying).due}
          today={today}
          onSubmit={(payment) => onRecordPayment(paying, payment)}
          onClose={() => onPayingChange(null)}
          saving={paymentSaving}
          errorMessage={paymentError}
        />
      )}
      {crediting && onCreditingChange && <CreditNoteDialog key={crediting.id} invoiceNumber={crediting.numero_facture} {...creditNote} onIssue={(choices) => onIssueCreditNote(crediting, choices)} onClose={() => onCreditingChange(null)} />}
    </AdminListPage>
  );
}
