import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The customers' records beyond 0001: the administration's own tables (reminders, bills of
 * materials, SEO entries), and the columns and constraints the records' functions query by, so no
 * list is read by walking every record's JSON.
 */

const SEQUENCED_TABLES = ['orders', 'factures', 'addresses', 'favorites', 'notifications', 'quote_requests'] as const;

// Kysely's migrations run on any schema: their database type is unknown by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Lists give records in the order they were stored (as the JSON documents did), and dated lists
  // break ties so: `seq` numbers the rows as they come, the rows already there in their stored order.
  for (const table of SEQUENCED_TABLES) {
    await sql`alter table ${sql.table(table)} add column seq bigint generated always as identity`.execute(db);
  }
  // A customer's page of orders is one range of this index, ties included.
  await db.schema.dropIndex('orders_client_date').execute();
  await db.schema.createIndex('orders_client_page').on('orders').columns(['client_id', 'order_date desc', 'seq']).execute();

  // The overdue list (/admin/relances) reads sent invoices past their due date with something still owed;
  // what is paid is added in cents, as the domain's invoicePayment does.
  await db.schema.alterTable('factures').addColumn('date_echeance', 'text').execute();
  await db.schema.alterTable('factures').addColumn('montant_regle', 'double precision', (column) => column.notNull().defaultTo(0)).execute();
  await sql`update factures set date_echeance = record->>'date_echeance'`.execute(db);
  await sql`update factures set montant_regle = coalesce((select round(sum((payment->>'montant')::numeric), 2)::double precision from jsonb_array_elements(case when jsonb_typeof(record->'paiements') = 'array' then record->'paiements' else '[]'::jsonb end) as payment where jsonb_typeof(payment->'montant') = 'number'), 0)`.execute(db);
  await sql`create index factures_open_due on factures (date_echeance) where statut in ('envoyee', 'en_retard')`.execute(db);

  // A product is a client's favourite once; a client has one loyalty programme and one set of notification settings.
  await db.schema.alterTable('favorites').addColumn('product_id', 'text').execute();
  await sql`update favorites set product_id = record->>'productId'`.execute(db);
  await sql`create unique index favorites_one_per_product on favorites (client_id, product_id)`.execute(db);
  await sql`create unique index loyalty_one_per_client on loyalty (client_id)`.execute(db);
  await sql`create unique index notification_settings_one_per_client on notification_settings (client_id)`.execute(db);

  await db.schema
    .createTable('reminders')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('facture_id', 'text', (column) => column.notNull())
    .addColumn('client_id', 'integer', (column) => column.notNull())
    .addColumn('level', 'integer', (column) => column.notNull().check(sql`level between 1 and 3`))
    .addColumn('date_relance', 'text', (column) => column.notNull())
    .addColumn('seq', 'bigint', (column) => column.generatedAlwaysAsIdentity())
    .execute();
  await db.schema.createIndex('reminders_facture').on('reminders').columns(['facture_id', 'date_relance']).execute();

  // One bill of materials per pack.
  await db.schema
    .createTable('nomenclatures')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();

  // One entry per page, and two pages of a kind never share an address.
  await db.schema
    .createTable('referencements')
    .addColumn('cible', 'text', (column) => column.notNull())
    .addColumn('cle', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .addPrimaryKeyConstraint('referencements_pk', ['cible', 'cle'])
    .addUniqueConstraint('referencements_slug_unique', ['cible', 'slug'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['referencements', 'nomenclatures', 'reminders']) await db.schema.dropTable(table).execute();
  for (const index of ['notification_settings_one_per_client', 'loyalty_one_per_client', 'favorites_one_per_product', 'factures_open_due']) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('favorites').dropColumn('product_id').execute();
  await db.schema.alterTable('factures').dropColumn('montant_regle').dropColumn('date_echeance').execute();
  await db.schema.dropIndex('orders_client_page').execute();
  await db.schema.createIndex('orders_client_date').on('orders').columns(['client_id', 'order_date desc']).execute();
  for (const table of SEQUENCED_TABLES) await db.schema.alterTable(table).dropColumn('seq').execute();
}
