import type { Reminder, ReminderLevel } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';
import { ownedRow, reminderRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';
import { enqueueMail } from './mailOutbox.ts';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import type { OutgoingMail } from '../mail/outgoingMail.ts';

/* Payment reminders of overdue invoices, and the notification each one puts before its customer. */

/** The reminders sent for these invoices, in the order sent: an invoice's levels never go down as they are sent. */
export async function remindersOf(db: Database, factureIds: readonly string[]): Promise<Reminder[]> {
  if (factureIds.length === 0) return [];
  const rows = await db.sql.selectFrom('reminders').selectAll().where('facture_id', 'in', factureIds).orderBy('level').orderBy('seq').execute();
  return rows.map((row) => ({ id: row.id, factureId: row.facture_id, clientId: row.client_id, level: row.level as ReminderLevel, date_relance: row.date_relance }));
}

/** A reminder to record, with the notification that puts it before its customer and the e-mail that sends it. */
export interface ReminderToSend {
  reminder: Reminder;
  notification: OwnedRecord;
  mail: OutgoingMail;
}

/**
 * Records the next reminder of an invoice, the customer's notification and its e-mail (queued in
 * the outbox, sent after the commit) in one transaction with its audit entry, so a reminder is never recorded unsent. The invoice row is locked first and its reminders read
 * after: `next` decides the level on what is stored, and a second reminder sent at the same time
 * (another administrator, another API process) waits, then sees this one. `next` throws to send
 * nothing; undefined when the invoice is unknown.
 */
export function recordNextReminder(db: Database, actor: AuditActor, factureId: string, next: (facture: OwnedRecord, sent: Reminder[]) => Promise<ReminderToSend>): Promise<Reminder | undefined> {
  return transaction(db, async (t) => {
    const stored = await t.sql.selectFrom('factures').select('record').where('id', '=', factureId).forUpdate().executeTakeFirst();
    if (!stored) return undefined;
    const sent = await remindersOf(t, [factureId]);
    const { reminder, notification, mail } = await next(stored.record, sent);
    await t.sql.insertInto('reminders').values(reminderRow(reminder)).execute();
    await t.sql.insertInto('notifications').values(ownedRow(notification)).execute();
    await enqueueMail(t, mail);
    const previous = sent.reduce((max, earlier) => Math.max(max, earlier.level), 0);
    await appendAudit(t, actor, { kind: 'reminder', recordId: factureId, action: 'relance', before: { niveau: previous }, after: { niveau: reminder.level } });
    return reminder;
  });
}

/** One reminder by its id, with the invoice it is about. */
export async function reminderById(db: Database, id: string): Promise<Reminder | undefined> {
  const row = await db.sql.selectFrom('reminders').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, factureId: row.facture_id, clientId: row.client_id, level: row.level as ReminderLevel, date_relance: row.date_relance };
}
