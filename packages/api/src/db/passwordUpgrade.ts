import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * Replaces a customer's spec 1 SHA-256 hash by its slow hash (issue 27), only if the stored hash is
 * still the one checked: a password changed meanwhile is never overwritten. Sessions go on: the
 * password is the same.
 */
export async function upgradePasswordHash(db: Database, clientId: number, checked: string, slow: string): Promise<void> {
  await db.sql
    .updateTable('clients')
    .set({ record: sql`record || jsonb_build_object('hash_password', ${slow}::text)` })
    .where('id', '=', clientId)
    .where(sql`record->>'hash_password'`, '=', checked)
    .execute();
}
