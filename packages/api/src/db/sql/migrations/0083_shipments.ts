import type { Kysely } from 'kysely';

/*
 * The parcels of an order (issue 22): each shipment carries some of the order's lines, its delivery
 * note number (BL series, unique), carrier and tracking number, and the invoice issued for it. The
 * record holds the shipment as the domain's ShipmentSchema reads it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'bigserial', (column) => column.notNull())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('client_id', 'integer', (column) => column.notNull())
    .addColumn('number', 'text', (column) => column.notNull().unique())
    .addColumn('shipped_at', 'text', (column) => column.notNull())
    .addColumn('record', 'jsonb', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('shipments_of_order').on('shipments').columns(['order_id', 'seq']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shipments').execute();
}
