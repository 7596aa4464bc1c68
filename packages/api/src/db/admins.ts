import { sql } from 'kysely';
import type { AdminRecord, Database } from './database.ts';

/* The administrators' accounts (table `admins`). */

export async function adminByUsername(db: Database, username: string): Promise<AdminRecord | undefined> {
  return (await db.sql.selectFrom('admins').select('record').where('username', '=', username).executeTakeFirst())?.record;
}

/** Notes a successful sign-in; answers the record as now stored. */
export async function recordAdminLogin(db: Database, id: string, at: Date): Promise<AdminRecord | undefined> {
  const row = await db.sql
    .updateTable('admins')
    .set({ record: sql`record || jsonb_build_object('lastLogin', ${at.toISOString()}::text)` })
    .where('id', '=', id)
    .returning('record')
    .executeTakeFirst();
  return row?.record;
}
