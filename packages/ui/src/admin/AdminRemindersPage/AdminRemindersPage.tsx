import { formatDate, formatEuros, REMINDER_LEVEL_LABELS, sumEuros, type OverdueInvoice } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as t from '../adminTable.css.ts';
import * as s from './AdminRemindersPage.css.ts';

export interface AdminRemindersPageProps extends AdminToolbarProps {
  /** The overdue invoices, latest first, with their reminders. */
  invoices: AsyncState<OverdueInvoice[]>;
  onRetry: () => void;
  /** Sends the next reminder of the invoice: recorded, and shown to the customer as a notification. */
  onSendReminder: (invoice: OverdueInvoice) => void;
  /** The invoice whose reminder is being sent. */
  sendingInvoiceId?: string | undefined;
}

const days = (n: number) => (n === 1 ? '1 jour' : `${n} jours`);

/** /admin/relances: overdue invoices with days late and what is due, the reminders sent, and the next one. */
export function AdminRemindersPage({ invoices, onRetry, onSendReminder, sendingInvoiceId, ...toolbar }: AdminRemindersPageProps) {
  return (
    <AdminLayout title="Relances" {...toolbar}>
      <AsyncContent
        state={invoices}
        onRetry={onRetry}
        loadingLabel="Chargement des factures en retard..."
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="CircleCheck" title="Aucune facture en retard" message="Toutes les factures échues sont réglées." />}
      >
        {(list) => (
          <Card>
            <p className={s.summary}>
              {list.length === 1 ? '1 facture en retard' : `${list.length} factures en retard`} : {formatEuros(sumEuros(list.map((invoice) => invoice.reste_du)))} à recouvrer
            </p>
            <div className={t.scroller}>
              <table className={t.table}>
                <thead>
                  <tr>
                    <th scope="col" className={t.headCell}>Facture</th>
                    <th scope="col" className={t.headCell}>Client</th>
                    <th scope="col" className={t.headCell}>Échéance</th>
                    <th scope="col" className={`${t.headCell} ${t.numeric}`}>Retard</th>
                    <th scope="col" className={`${t.headCell} ${t.numeric}`}>Reste dû</th>
                    <th scope="col" className={t.headCell}>Relances envoyées</th>
                    <th scope="col" className={t.headCell}>Action</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((invoice) => {
                    const sending = sendingInvoiceId === invoice.id;
                    // The visible text starts the button's name, as speech input users say it.
                    const label = sending ? 'Envoi...' : `Envoyer : ${REMINDER_LEVEL_LABELS[invoice.prochain_niveau]}`;
                    return (
                      <tr key={invoice.id}>
                        <th scope="row" className={`${t.cell} ${t.nowrap}`}>{invoice.numero_facture}</th>
                        <td className={t.cell}>{invoice.client_nom}</td>
                        <td className={t.cell}>{formatDate(invoice.date_echeance)}</td>
                        <td className={`${t.cell} ${t.numeric}`}>{days(invoice.jours_retard)}</td>
                        <td className={`${t.cell} ${t.numeric}`}>{formatEuros(invoice.reste_du)}</td>
                        <td className={t.cell}>
                          {invoice.relances.length === 0 ? (
                            <span className={t.muted}>Aucune</span>
                          ) : (
                            <ol className={s.history} aria-label={`Relances de la facture ${invoice.numero_facture}`}>
                              {invoice.relances.map((reminder) => (
                                <li key={reminder.id}>
                                  {REMINDER_LEVEL_LABELS[reminder.level]} le {formatDate(reminder.date_relance)}
                                </li>
                              ))}
                            </ol>
                          )}
                        </td>
                        <td className={t.cell}>
                          <Button size="small" isDisabled={sending} onPress={() => onSendReminder(invoice)} aria-label={`${label}, facture ${invoice.numero_facture}`}>
                            {label}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </AsyncContent>
    </AdminLayout>
  );
}
