import { nextReminderLevel, type Reminder } from '@otech/domain';
import { SAMPLE_TODAY, type SampleFacture } from './activity.ts';

const DAY = 86_400_000;
/** Days after the due date each reminder level goes out, as a shop's dunning runs. */
const SENT_AFTER_DAYS = [8, 22, 45] as const;

/**
 * Reminders already sent for the sample's overdue invoices, so /admin/relances shows history: of
 * every three overdue invoices, one has none yet, one its first reminder, one its first two (each
 * sent only if its day has come). The next reminder of each is then one level up.
 */
export function sampleReminders(factures: readonly SampleFacture[]): Reminder[] {
  const reminders: Reminder[] = [];
  factures
    .filter((facture) => facture.statut === 'en_retard')
    .forEach((facture, index) => {
      const due = Date.parse(`${facture.date_echeance}T09:00:00Z`);
      for (let k = 0; k < index % 3; k += 1) {
        const sent = due + SENT_AFTER_DAYS[k]! * DAY;
        if (sent > SAMPLE_TODAY.getTime()) break;
        const level = nextReminderLevel(reminders.filter((reminder) => reminder.factureId === facture.id));
        reminders.push({ id: `rel-${String(reminders.length + 1).padStart(4, '0')}`, factureId: facture.id, clientId: facture.clientId, level, date_relance: new Date(sent).toISOString() });
      }
    });
  return reminders;
}
