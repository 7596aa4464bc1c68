import type { Kysely } from 'kysely';

/*
 * The limit on anonymous writes (contact requests, registrations: 10 an hour per client address
 * and route) as counts in the database, like the sign-in throttle's: every API process on it
 * counts into the same row, so an address sending to several processes meets one limit. A row
 * is a window: its hits, and when it ends (`reset_ms`); ended windows are removed as writes come.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('anonymous_writes')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('reset_ms', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('anonymous_writes_reset').on('anonymous_writes').column('reset_ms').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('anonymous_writes').execute();
}
