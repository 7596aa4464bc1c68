import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { OwnedCollection } from '../db/database.ts';
import type { SqlDatabase } from '../db/sql/connect.ts';
import type { SqlSchema } from '../db/sql/schema.ts';
import type { SeedData } from './sources.ts';
import { storePhotos } from '../db/productPhotos.ts';
import { productRow } from '../db/productRows.ts';
import type { PhotoOfProduct } from '../db/productPhotos.ts';
import { allowRebuildingIssued, issuedDocumentRow } from '../db/issuedDocuments.ts';
import { seedIssuedDocuments } from '../einvoice/seedDocuments.ts';
import { seedPriceTerms } from '../db/priceTerms.ts';
import { addressRow, clientRow, factureRow, favouriteRow, nomenclatureRow, orderRow, ownedRow, quoteRow, referencementRow, reminderRow } from '../db/sql/rows.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters, few enough statements for 40,000 products. */
const BATCH = 500;

/** Every table, children before parents, as a rebuild empties them. */
const TABLES = [
  'contract_prices',
  'client_price_lists',
  'price_list_rules',
  'price_list_net_prices',
  'price_list_breaks',
  'cart_lines',
  'carts',
  'quote_messages',
  'quote_versions',
  'quote_requests',
  'shipments',
  'orders',
  'issued_documents',
  'factures',
  'addresses',
  'favorites',
  'loyalty',
  'notifications',
  'notification_settings',
  'contact_requests',
  'mail_outbox',
  'revoked_tokens',
  'impersonations',
  'sign_in_failures',
  'anonymous_writes',
  'reminders',
  'nomenclatures',
  'referencements',
  'rayons',
  'product_photos',
  'products',
  'admins',
  'clients',
] as const satisfies readonly (keyof SqlSchema)[];

const OWNED_TABLES = {
  loyalty: 'loyalty',
  notifications: 'notifications',
  notificationSettings: 'notification_settings',
} as const satisfies Partial<Record<OwnedCollection, keyof SqlSchema>>;

async function insertInBatches<T extends keyof SqlSchema>(trx: Transaction<SqlSchema>, table: T, rows: readonly Parameters<ReturnType<Transaction<SqlSchema>['insertInto']>['values']>[0][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rows are typed by their callers below
    await trx.insertInto(table).values(rows.slice(start, start + BATCH) as any).execute();
  }
}

const json = (value: unknown) => JSON.stringify(value);

/** True when the database holds a seed already (a rebuild must be asked for). */
export async function sqlSeeded(db: SqlDatabase): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  const client = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  return row !== undefined || client !== undefined;
}

/**
 * Fills the SQL database from the seed, in one transaction: all of it or, on any error, nothing
 * (a rebuild keeps the previous content then). Existing rows are removed first; the client id
 * sequence is only ever moved up, so an id given before the rebuild is not given again; the
 * catalogue version moves on, as with any product write. The photo store holds `photos` after.
 */
export async function fillSqlDatabase(db: SqlDatabase, seed: SeedData, photos: readonly PhotoOfProduct[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await allowRebuildingIssued(trx);
    for (const table of TABLES) await trx.deleteFrom(table).execute();
    await insertInBatches(trx, 'clients', seed.clients.map((client) => ({ ...clientRow(client), demo_seed: true })));
    await sql`select setval(pg_get_serial_sequence('clients', 'id'), greatest((select coalesce(max(id), 0) from clients), (select last_value from clients_id_seq)), true)`.execute(trx);
    await insertInBatches(trx, 'admins', seed.admins.map((admin) => ({ id: admin.id, username: admin.username, record: json(admin) })));
    await insertInBatches(trx, 'products', seed.products.map((product) => productRow(product)));
    await insertInBatches(trx, 'rayons', seed.rayons.map((rayon, position) => ({ position, record: json(rayon) })));
    await insertInBatches(trx, 'quote_requests', seed.quoteRequests.map(quoteRow));
    for (const [collection, table] of Object.entries(OWNED_TABLES) as [keyof typeof OWNED_TABLES, (typeof OWNED_TABLES)[keyof typeof OWNED_TABLES]][]) {
      await insertInBatches(trx, table, seed.owned[collection].map(ownedRow));
    }
    await insertInBatches(trx, 'favorites', seed.owned.favorites.map(favouriteRow));
    await insertInBatches(trx, 'orders', seed.owned.orders.map(orderRow));
    await insertInBatches(trx, 'factures', seed.owned.factures.map(factureRow));
    // The seed's invoices are issued as the seed is built: their e-invoices and XML are stored as the shop's own are.
    await insertInBatches(trx, 'issued_documents', seedIssuedDocuments(seed.owned.factures, seed.clients).documents.map(issuedDocumentRow));
    await insertInBatches(trx, 'addresses', seed.owned.addresses.map(addressRow));
    await insertInBatches(trx, 'nomenclatures', seed.nomenclatures.map(nomenclatureRow));
    await insertInBatches(trx, 'referencements', seed.referencements.map(referencementRow));
    await insertInBatches(trx, 'reminders', seed.reminders.map(reminderRow));
    await seedPriceTerms(trx, seed.priceLists, seed.contractPrices);
    await storePhotos(trx, photos);
    await trx.deleteFrom('seed_photos_pending').execute();
    // Another API process on this database reads the catalogue again when it sees the version move.
    await trx.updateTable('catalogue_version').set({ version: sql`version + 1` }).execute();
  });
}
