import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The first schema of the SQL runtime database. Records keep every field of their source in a
 * `record` jsonb column (data/README.md gives their shapes, and the routes read them through their
 * schemas); the columns beside it are what is queried or constrained: owners, keys, unique values.
 */

/** The customer-owned collections without a rule of their own: one row per record, by owner. */
const OWNED_TABLES = ['favorites', 'loyalty', 'notifications', 'notification_settings'] as const;

// Kysely's migrations run on any schema: their database type is unknown by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Client ids come from this sequence alone, so an id is never handed out twice, even after a delete.
  await db.schema
    .createTable('clients')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('pseudo', 'text', (column) => column.notNull())
    .addColumn('sessions_not_before', 'bigint')
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  await sql`create unique index clients_email_unique on clients (lower(email))`.execute(db);
  await sql`create unique index clients_pseudo_unique on clients (lower(pseudo))`.execute(db);

  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull().unique())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('rayons')
    .addColumn('position', 'integer', (column) => column.primaryKey())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('client_id', 'integer', (column) => column.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // A cart line names a product of the catalogue; removing the product removes the line.
  await db.schema
    .createTable('cart_lines')
    .addColumn('client_id', 'integer', (column) => column.notNull().references('carts.client_id').onDelete('cascade'))
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'text', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .addPrimaryKeyConstraint('cart_lines_pk', ['client_id', 'id'])
    .execute();

  await db.schema
    .createTable('quote_requests')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('client_id', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('quote_requests_client').on('quote_requests').columns(['client_id', 'created_at']).execute();

  // Orders and invoices have no foreign key to their client: they are kept ten years after an account goes.
  for (const table of OWNED_TABLES) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('client_id', 'integer', (column) => column.notNull())
      .addColumn('record', 'jsonb', (column) => column.notNull())
      .execute();
    await db.schema.createIndex(`${table}_client`).on(table).column('client_id').execute();
  }
  // What the paged lists sort on and the statistics add up is a column of its own, so neither has to
  // read every record: a customer's page of orders is an index range, the shop's figures an aggregate.
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('client_id', 'integer', (column) => column.notNull())
    .addColumn('order_number', 'text', (column) => column.unique())
    .addColumn('order_date', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('payment_status', 'text', (column) => column.notNull())
    .addColumn('shipping_status', 'text', (column) => column.notNull())
    .addColumn('total_amount', 'double precision', (column) => column.notNull())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('orders_client_date').on('orders').columns(['client_id', 'order_date desc']).execute();
  await db.schema.createIndex('orders_date').on('orders').column('order_date').execute();
  await db.schema
    .createTable('factures')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('client_id', 'integer', (column) => column.notNull())
    .addColumn('numero_facture', 'text', (column) => column.notNull().unique())
    .addColumn('date_facture', 'text', (column) => column.notNull())
    .addColumn('statut', 'text', (column) => column.notNull())
    .addColumn('montant_ttc', 'double precision', (column) => column.notNull())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('factures_client_date').on('factures').columns(['client_id', 'date_facture desc']).execute();
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('client_id', 'integer', (column) => column.notNull())
    .addColumn('is_default', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  // One default address per client (spec 2 §5).
  await sql`create unique index addresses_one_default on addresses (client_id) where is_default`.execute(db);

  await db.schema
    .createTable('contact_requests')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('impersonations')
    .addColumn('token_id', 'text', (column) => column.primaryKey())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  // The sign-in throttle, shared by every API process on the database.
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('first_ms', 'bigint', (column) => column.notNull())
    .addColumn('last_ms', 'bigint', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sign_in_failures', 'impersonations', 'revoked_tokens', 'contact_requests', 'addresses', 'factures', 'orders', ...OWNED_TABLES, 'quote_requests', 'cart_lines', 'carts', 'rayons', 'products', 'admins', 'clients']) {
    await db.schema.dropTable(table).execute();
  }
}
