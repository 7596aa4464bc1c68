import type { Kysely } from 'kysely';

/*
 * A quote's thread and its sent versions (issue 22). `quote_messages`: what the customer and staff
 * write on a quote (a change asked, a refusal's reason, the message sent with a version), oldest
 * first by `seq`. `quote_versions`: each version staff sent, its offer and the PDF the customer
 * received, kept as sent so both sides can download any of them later.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quote_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'bigserial', (column) => column.notNull())
    .addColumn('quote_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('quote_messages_of_quote').on('quote_messages').columns(['quote_id', 'seq']).execute();
  await db.schema
    .createTable('quote_versions')
    .addColumn('quote_id', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .addColumn('filename', 'text', (column) => column.notNull())
    .addColumn('pdf', 'bytea', (column) => column.notNull())
    .addPrimaryKeyConstraint('quote_versions_pk', ['quote_id', 'version'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_versions').execute();
  await db.schema.dropTable('quote_messages').execute();
}
