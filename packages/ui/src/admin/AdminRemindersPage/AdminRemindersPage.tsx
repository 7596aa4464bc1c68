import { useState } from 'react';
import { ADMIN_INVOICE_SEARCH_MAX, formatDate, formatEuros, fromCents, REMINDER_LEVEL_LABELS, STAFF_CONFIRMATIONS, type AdminReminderFilter, type OverdueInvoice, type OverdueInvoicePage, type Reminder } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { AdminListPage, type StaffListProps } from '../AdminListPage/AdminListPage.tsx';
import { staffListBindings } from '../AdminListPage/staffListBindings.ts';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import * as t from '../adminTable.css.ts';
import * as s from './AdminRemindersPage.css.ts';
import { CircleCheck } from 'lucide-react';

export interface AdminRemindersPageProps extends StaffListProps<AdminReminderFilter> {
  /** The page of overdue invoices the server answered for the filter and sort, with their reminders and what the whole list has to recover. */
  invoices: AsyncState<OverdueInvoicePage>;
  /** Sends the next reminder of the invoice: recorded, e-mailed with the invoice, and shown to the customer as a notification. */
  onSendReminder: (invoice: OverdueInvoice) => void;
  /** The invoice whose reminder is being sent. */
  sendingInvoiceId?: string | undefined;
  /** "Lettre (PDF)" of a formal notice: the letter its e-mail carried, for staff to print and post. */
  onDownloadLetter: (reminder: Reminder, invoice: OverdueInvoice) => void;
  /** The formal notice whose letter is coming. */
  downloadingReminderId?: string | undefined;
}

const days = (n: number) => (n === 1 ? '1 jour' : `${n} jours`);

/** /admin/relances: overdue invoices with days late and what is due, the reminders sent, and the next one; searched, filtered by due day, sorted and paged by the server, exported. */
export function AdminRemindersPage({ invoices, onSendReminder, sendingInvoiceId, onDownloadLetter, downloadingReminderId, ...listing }: AdminRemindersPageProps) {
  // A formal notice is e-mailed at once and cannot be taken back: it is asked again (issue 27).
  const [noticeOf, setNoticeOf] = useState<OverdueInvoice | null>(null);
  const send = (invoice: OverdueInvoice) => (invoice.prochain_niveau === 3 ? setNoticeOf(invoice) : onSendReminder(invoice));
  const columns: TableColumn<OverdueInvoice>[] = [
    { header: 'Facture', nowrap: true, sortKey: 'numero', cell: (invoice) => invoice.numero_facture },
    { header: 'Client', sortKey: 'client', cell: (invoice) => invoice.client_nom },
    { header: 'Échéance', sortKey: 'echeance', cell: (invoice) => formatDate(invoice.date_echeance) },
    { header: 'Retard', align: 'end', cell: (invoice) => days(invoice.jours_retard) },
    { header: 'Reste dû TTC', align: 'end', sortKey: 'reste', firstDirection: 'desc', cell: (invoice) => formatEuros(invoice.reste_du) },
    {
      header: 'Relances envoyées',
      cell: (invoice) =>
        invoice.relances.length === 0 ? (
          <span className={t.muted}>Aucune</span>
        ) : (
          <ol className={s.history} aria-label={`Relances de la facture ${invoice.numero_facture}`}>
            {invoice.relances.map((reminder) => (
              <li key={reminder.id}>
                {REMINDER_LEVEL_LABELS[reminder.level]} le {formatDate(reminder.date_relance)}
                {reminder.level === 3 && (
                  <Button
                    size="small"
                    variant="secondary"
                    isDisabled={downloadingReminderId === reminder.id}
                    onPress={() => onDownloadLetter(reminder, invoice)}
                    aria-label={`Lettre (PDF) de la mise en demeure du ${formatDate(reminder.date_relance)}, facture ${invoice.numero_facture}`}
                  >
                    Lettre (PDF)
                  </Button>
                )}
              </li>
            ))}
          </ol>
        ),
    },
    {
      header: 'Action',
      cell: (invoice) => {
        const sending = sendingInvoiceId === invoice.id;
        // The visible text starts the button's name, as speech input users say it.
        const label = sending ? 'Envoi...' : `Envoyer : ${REMINDER_LEVEL_LABELS[invoice.prochain_niveau]}`;
        return (
          <Button size="small" isDisabled={sending} onPress={() => send(invoice)} aria-label={`${label}, facture ${invoice.numero_facture}`}>
            {label}
          </Button>
        );
      },
    },
  ];
  return (
    <AdminListPage
      {...staffListBindings(listing, {
        search: { key: 'search', label: 'Numéro ou client', placeholder: 'FA-2026-00001 ou nom du client', maxLength: ADMIN_INVOICE_SEARCH_MAX },
        period: "Date d'échéance",
      })}
      title="Relances"
      label="Factures en retard"
      count={{ one: 'facture en retard', many: 'factures en retard' }}
      list={invoices}
      loadingLabel="Chargement des factures en retard..."
      empty={{ icon: CircleCheck, title: 'Aucune facture en retard', message: 'Toutes les factures échues sont réglées.' }}
      columns={columns}
      rowKey={(invoice) => invoice.id}
    >
      {invoices.status === 'ready' && invoices.data.total > 0 && <p className={s.summary}>{formatEuros(fromCents(invoices.data.dueTotalCents))} TTC à recouvrer</p>}
      <ConfirmDialog
        {...STAFF_CONFIRMATIONS.formalNotice(noticeOf?.numero_facture ?? '', noticeOf?.client_nom ?? '')}
        variant="danger"
        isOpen={noticeOf !== null}
        onConfirm={() => {
          if (noticeOf) onSendReminder(noticeOf);
          setNoticeOf(null);
        }}
        onCancel={() => setNoticeOf(null)}
      />
    </AdminListPage>
  );
}
