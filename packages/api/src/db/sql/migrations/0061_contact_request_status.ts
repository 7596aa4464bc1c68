import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The staff inbox of contact requests (/admin/messages, issue 22): each request gets where staff
 * are with it (`status`: new, read, answered) and its date as a column, so the inbox is a page of
 * one index, newest first. Requests stored before are new, dated from their record.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_requests')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('seq', 'bigserial', (column) => column.notNull())
    .execute();
  await sql`update contact_requests set created_at = coalesce(record->>'createdAt', '')`.execute(db);
  await db.schema.createIndex('contact_requests_newest').on('contact_requests').columns(['created_at desc', 'seq desc']).execute();
  await db.schema.createIndex('quote_requests_newest').on('quote_requests').columns(['created_at desc', 'seq']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quote_requests_newest').execute();
  await db.schema.dropIndex('contact_requests_newest').execute();
  await db.schema.alterTable('contact_requests').dropColumn('seq').dropColumn('created_at').dropColumn('status').execute();
}
