import { sql } from 'kysely';
import type { Database, OwnedRecord } from './database.ts';
import { ownedRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* The customers' notifications and their notification settings (one record per client). */

/** Marks the client's notification read; undefined when it has none of that id. */
export async function markNotificationRead(db: Database, clientId: number, id: string): Promise<OwnedRecord | undefined> {
  const row = await db.sql
    .updateTable('notifications')
    .set({ record: sql`record || '{"read": true}'::jsonb` })
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .returning('record')
    .executeTakeFirst();
  return row?.record;
}

export async function notificationSettingsOf(db: Database, clientId: number): Promise<OwnedRecord | undefined> {
  const row = await db.sql.selectFrom('notification_settings').select('record').where('client_id', '=', clientId).executeTakeFirst();
  return row?.record;
}

/** Stores the client's settings in place of the ones it had, in one transaction. */
export function saveNotificationSettings(db: Database, clientId: number, settings: Record<string, unknown>): Promise<void> {
  return transaction(db, async (t) => {
    await t.sql.deleteFrom('notification_settings').where('client_id', '=', clientId).execute();
    await t.sql.insertInto('notification_settings').values(ownedRow({ id: `ns-${clientId}`, clientId, ...settings })).execute();
  });
}
