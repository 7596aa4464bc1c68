import type { Kysely } from 'kysely';

/*
 * Invitations of imported clients (issue 20): a single-use link, valid 7 days, to the page where
 * the client chooses a password. Only the SHA-256 of the token is kept: the link itself is in the
 * e-mail alone, so a read of the database opens no account.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('client_invitations')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('client_id', 'integer', (column) => column.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('client_invitations_client').on('client_invitations').column('client_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_invitations').execute();
}
