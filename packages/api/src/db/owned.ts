import { sql } from 'kysely';
import { allowRebuildingIssued } from './issuedDocuments.ts';
import type { Database, OwnedCollection, OwnedRecord } from './database.ts';
import { addressRow, factureRow, favouriteRow, orderRow, ownedRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/*
 * The customer-owned collections of the dashboards, read and written by owner. Every function is
 * async and a route never changes a record it read: it hands the change back here. Each collection
 * is a table whose `record` holds the record whole; its row builder fills the columns beside it.
 */

const TABLES = {
  orders: { table: 'orders', row: orderRow },
  factures: { table: 'factures', row: factureRow },
  addresses: { table: 'addresses', row: addressRow },
  favorites: { table: 'favorites', row: favouriteRow },
  loyalty: { table: 'loyalty', row: ownedRow },
  notifications: { table: 'notifications', row: ownedRow },
  notificationSettings: { table: 'notification_settings', row: ownedRow },
} as const;

/** The table of a collection, and its row builder typed for any of them (each builds its own table's row). */
function tableOf(collection: OwnedCollection) {
  const { table, row } = TABLES[collection];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the union of the tables' row types is not one Kysely accepts for a union of tables
  return { table, row: row as (record: OwnedRecord) => any };
}

/**
 * The client's records, in the order they were stored; with `having`, only those whose top-level
 * field of that name holds that text (an order's tracking number, an invoice's order), still read
 * by the client's index, never through every client's records.
 */
export async function recordsOf(db: Database, collection: OwnedCollection, clientId: number, having?: { field: string; text: string }): Promise<OwnedRecord[]> {
  const { table } = tableOf(collection);
  const rows = await db.sql
    .selectFrom(table)
    .select('record')
    .where('client_id', '=', clientId)
    .$if(having !== undefined, (query) => query.where(sql<string>`record->>${having!.field}`, '=', having!.text))
    .orderBy(collection === 'loyalty' || collection === 'notificationSettings' ? 'id' : 'seq')
    .execute();
  return rows.map((row) => row.record);
}

/** The client's record of that id; another client's record is not found. */
export async function recordOf(db: Database, collection: OwnedCollection, clientId: number, id: string | undefined): Promise<OwnedRecord | undefined> {
  if (id === undefined) return undefined;
  const row = await db.sql.selectFrom(tableOf(collection).table).select('record').where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return row?.record;
}

export async function countRecordsOf(db: Database, collection: OwnedCollection, clientId: number): Promise<number> {
  const row = await db.sql.selectFrom(tableOf(collection).table).select((eb) => eb.fn.countAll<string>().as('n')).where('client_id', '=', clientId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRecord<R extends OwnedRecord>(db: Database, collection: OwnedCollection, record: R): Promise<R> {
  const { table, row } = tableOf(collection);
  await db.sql.insertInto(table).values(row(record)).execute();
  return record;
}

/** Deletes the client's record of that id; false when there was none. */
export async function deleteRecord(db: Database, collection: OwnedCollection, clientId: number, id: string): Promise<boolean> {
  const result = await db.sql.deleteFrom(tableOf(collection).table).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes every record the client has in the collection (an account deleted): call it within that deletion's transaction. */
export async function deleteRecordsOf(db: Database, collection: OwnedCollection, clientId: number): Promise<void> {
  await db.sql.deleteFrom(tableOf(collection).table).where('client_id', '=', clientId).execute();
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters. */
const BATCH = 500;

/** Adds many records in one transaction (test fixtures, imports). */
export function insertRecords(db: Database, collection: OwnedCollection, records: readonly OwnedRecord[]): Promise<void> {
  const { table, row } = tableOf(collection);
  return transaction(db, async (t) => {
    for (let start = 0; start < records.length; start += BATCH) {
      await t.sql.insertInto(table).values(records.slice(start, start + BATCH).map(row)).execute();
    }
  });
}

/** Replaces a whole collection in one transaction: test fixtures. */
export function replaceCollection(db: Database, collection: OwnedCollection, records: readonly OwnedRecord[]): Promise<void> {
  return transaction(db, async (t) => {
    if (collection === 'factures') {
      await allowRebuildingIssued(t.sql);
      await t.sql.deleteFrom('issued_documents').execute();
    }
    await t.sql.deleteFrom(tableOf(collection).table).execute();
    await insertRecords(t, collection, records);
  });
}
