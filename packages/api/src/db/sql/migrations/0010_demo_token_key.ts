import type { Kysely } from 'kysely';

/*
 * The demo's token key (issue 27), when no OTECH_TOKEN_SECRET is set: drawn by the first API
 * process on the database and read by every other, so a token one signs the others accept. One
 * row, `id` 1.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_token_key')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('secret', 'text', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_token_key').execute();
}
