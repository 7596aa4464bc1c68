import type { Reminder, ReminderLevel } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';
import { ownedRow, reminderRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* Payment reminders of overdue invoices, and the notification each one puts before its customer. */

/** The reminders sent for these invoices, in the order sent. */
export async function remindersOf(db: Database, factureIds: readonly string[]): Promise<Reminder[]> {
  if (factureIds.length === 0) return [];
  const rows = await db.sql.selectFrom('reminders').selectAll().where('facture_id', 'in', factureIds).orderBy('seq').execute();
  return rows.map((row) => ({ id: row.id, factureId: row.facture_id, clientId: row.client_id, level: row.level as ReminderLevel, date_relance: row.date_relance }));
}

/** Stores the reminder and the customer's notification in one transaction: a reminder is never recorded unseen. */
export function recordReminder(db: Database, reminder: Reminder, notification: OwnedRecord): Promise<Reminder> {
  return transaction(db, async (t) => {
    await t.sql.insertInto('reminders').values(reminderRow(reminder)).execute();
    await t.sql.insertInto('notifications').values(ownedRow(notification)).execute();
    return reminder;
  });
}
