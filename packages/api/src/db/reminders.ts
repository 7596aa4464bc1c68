import type { Reminder } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';

/* Payment reminders of overdue invoices, and the notification each one puts before its customer. */

export async function allReminders(db: Database): Promise<Reminder[]> {
  return db.store.data.reminders;
}

/** Stores the reminder and the customer's notification in one write: a reminder is never recorded unseen. */
export function recordReminder(db: Database, reminder: Reminder, notification: OwnedRecord): Promise<Reminder> {
  return db.store.update((data) => {
    data.reminders.push(reminder);
    data.notifications.push(notification);
    return reminder;
  });
}
