import type { Kysely } from 'kysely';

/*
 * The e-mail outbox (issue 22): a message is stored in the same transaction as the business write
 * it belongs to (a sent quote, an order), and sent after that transaction commits by the mail
 * dispatcher (src/mail). A failed send stays here with its error and is tried again later, so an
 * SMTP failure never blocks or undoes the write. `next_attempt_ms` is also the claim: a process
 * sending a message moves it forward first, so two API processes never send one message twice.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'bigserial', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('topic', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_ms', 'bigint', (column) => column.notNull())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_ms']).execute();
  await db.schema.createIndex('mail_outbox_newest').on('mail_outbox').columns(['created_at desc', 'seq desc']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
