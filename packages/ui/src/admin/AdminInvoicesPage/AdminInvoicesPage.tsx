import {
  ADMIN_INVOICE_SEARCH_MAX,
  FACTURE_STATUS_DISPLAY,
  FACTURE_STATUSES,
  factureStatusDisplay,
  formatDate,
  formatEuros,
  invoicePayment,
  type AdminInvoiceFilter,
  type Facture,
  type FacturePaiement,
  type FactureStatus,
} from '@otech/domain';
import { InvoicePdfButton } from '../../account/InvoicePdfButton/InvoicePdfButton.tsx';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { RecordPaymentDialog } from '../RecordPaymentDialog/RecordPaymentDialog.tsx';
import * as t from '../adminTable.css.ts';
import * as s from '../adminFilters.css.ts';

export interface AdminInvoicesPageProps extends AdminToolbarProps {
  filter: AdminInvoiceFilter;
  onFilterChange: (filter: AdminInvoiceFilter) => void;
  /** The invoices the filter keeps. */
  invoices: AsyncState<Facture[]>;
  onRetry: () => void;
  /** The invoice whose payment dialog is open, if any. */
  payingInvoiceId?: string | undefined;
  /** Opens (an id) or closes (null) the payment dialog. */
  onPayingChange: (invoiceId: string | null) => void;
  onRecordPayment: (invoice: Facture, payment: FacturePaiement) => void;
  paymentSaving: boolean;
  paymentError?: string | undefined;
  /** "Marquer envoyée" of a draft. */
  onMarkSent: (invoice: Facture) => void;
  onDownloadPdf: (invoice: Facture) => void;
  /** The draft being marked sent: its button waits. */
  sendingInvoiceId?: string | undefined;
  /** The invoice whose PDF is coming. */
  downloadingInvoiceId?: string | undefined;
  /** Today, `YYYY-MM-DD`: the payment date offered. */
  today: string;
}

const STATUS_OPTIONS = [{ id: '', label: 'Tous' }, ...FACTURE_STATUSES.map((id) => ({ id, label: FACTURE_STATUS_DISPLAY[id].label }))];

/** /admin/factures: every invoice by status, with what is paid and due, payments, sending and the PDF. */
export function AdminInvoicesPage({
  filter,
  onFilterChange,
  invoices,
  onRetry,
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
  ...toolbar
}: AdminInvoicesPageProps) {
  return (
    <AdminLayout title="Factures" {...toolbar}>
      <Card>
        <div className={s.filters} role="search" aria-label="Filtrer les factures">
          <SearchField
            label="Numéro ou client"
            placeholder="FA-2026-00001 ou nom du client"
            defaultValue={filter.search}
            onSubmit={(search) => onFilterChange({ ...filter, search: search.slice(0, ADMIN_INVOICE_SEARCH_MAX) })}
            onClear={() => onFilterChange({ ...filter, search: '' })}
          />
          <Select label="Statut" options={STATUS_OPTIONS} value={filter.statut} onChange={(id) => onFilterChange({ ...filter, statut: (id ?? '') as FactureStatus | '' })} />
        </div>
      </Card>
      <AsyncContent
        state={invoices}
        onRetry={onRetry}
        loadingLabel="Chargement des factures..."
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="Inbox" title="Aucune facture ne correspond à ces critères" />}
      >
        {(list) => {
          const paying = list.find((invoice) => invoice.id === payingInvoiceId);
          return (
            <Card>
              <div className={t.scroller}>
                <table className={t.table}>
                  <thead>
                    <tr>
                      <th scope="col" className={t.headCell}>Facture</th>
                      <th scope="col" className={t.headCell}>Client</th>
                      <th scope="col" className={t.headCell}>Échéance</th>
                      <th scope="col" className={`${t.headCell} ${t.numeric}`}>Montant TTC</th>
                      <th scope="col" className={`${t.headCell} ${t.numeric}`}>Reste dû</th>
                      <th scope="col" className={t.headCell}>Statut</th>
                      <th scope="col" className={t.headCell}>Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((invoice) => {
                      const { due, paid } = invoicePayment(invoice.montant_ttc, invoice.paiements ?? []);
                      return (
                        <tr key={invoice.id}>
                          <th scope="row" className={`${t.cell} ${t.nowrap}`}>
                            {invoice.numero_facture}
                            <span className={t.muted}>du {formatDate(invoice.date_facture)}</span>
                          </th>
                          <td className={t.cell}>{invoice.client_nom}</td>
                          <td className={t.cell}>{invoice.date_echeance ? formatDate(invoice.date_echeance) : '—'}</td>
                          <td className={`${t.cell} ${t.numeric}`}>{formatEuros(invoice.montant_ttc)}</td>
                          <td className={`${t.cell} ${t.numeric}`}>
                            {invoice.statut === 'annulee' ? '—' : formatEuros(due)}
                            {paid > 0 && <span className={t.muted}>payé {formatEuros(paid)}</span>}
                          </td>
                          <td className={t.cell}>
                            <StatusBadge status={factureStatusDisplay(invoice.statut)} />
                          </td>
                          <td className={t.cell}>
                            <div className={s.actions}>
                              {invoice.statut !== 'annulee' && due > 0 && (
                                <Button size="small" onPress={() => onPayingChange(invoice.id)} aria-label={`Enregistrer un paiement sur la facture ${invoice.numero_facture}`}>
                                  Paiement
                                </Button>
                              )}
                              {invoice.statut === 'brouillon' && (
                                <Button size="small" variant="secondary" isDisabled={sendingInvoiceId === invoice.id} onPress={() => onMarkSent(invoice)} aria-label={`Marquer envoyée la facture ${invoice.numero_facture}`}>
                                  Marquer envoyée
                                </Button>
                              )}
                              <InvoicePdfButton invoiceNumber={invoice.numero_facture} label="PDF" downloading={downloadingInvoiceId === invoice.id} onPress={() => onDownloadPdf(invoice)} />
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {paying && (
                <RecordPaymentDialog
                  key={paying.id}
                  invoiceNumber={paying.numero_facture}
                  amountDue={invoicePayment(paying.montant_ttc, paying.paiements ?? []).due}
                  today={today}
                  onSubmit={(payment) => onRecordPayment(paying, payment)}
                  onClose={() => onPayingChange(null)}
                  saving={paymentSaving}
                  errorMessage={paymentError}
                />
              )}
            </Card>
          );
        }}
      </AsyncContent>
    </AdminLayout>
  );
}
