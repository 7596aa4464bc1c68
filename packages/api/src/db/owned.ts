import type { Database, OwnedCollection, OwnedRecord } from './database.ts';

/*
 * The customer-owned collections of the dashboards, read and written by owner. Every function is
 * async and a route never changes a record it read: it hands the change back here, so the engine
 * under these functions can become a SQL database without a route changing.
 */

export async function recordsOf(db: Database, collection: OwnedCollection, clientId: number): Promise<OwnedRecord[]> {
  return db.store.data[collection].filter((record) => record.clientId === clientId);
}

/** The client's record of that id; another client's record is not found. */
export async function recordOf(db: Database, collection: OwnedCollection, clientId: number, id: string | undefined): Promise<OwnedRecord | undefined> {
  return db.store.data[collection].find((record) => record.id === id && record.clientId === clientId);
}

export async function countRecordsOf(db: Database, collection: OwnedCollection, clientId: number, where: (record: OwnedRecord) => boolean = () => true): Promise<number> {
  return db.store.data[collection].filter((record) => record.clientId === clientId && where(record)).length;
}

export function insertRecord<R extends OwnedRecord>(db: Database, collection: OwnedCollection, record: R): Promise<R> {
  return db.store.update((data) => {
    data[collection].push(record);
    return record;
  });
}

/** Replaces the stored record of the same id (as a new object: readers keep the version they read). */
export function replaceRecord<R extends OwnedRecord>(db: Database, collection: OwnedCollection, record: R): Promise<R> {
  return db.store.update((data) => {
    data[collection] = data[collection].map((stored) => (stored.id === record.id ? record : stored));
    return record;
  });
}

/** Deletes the client's record of that id; false when there was none. */
export function deleteRecord(db: Database, collection: OwnedCollection, clientId: number, id: string): Promise<boolean> {
  return db.store.update((data) => {
    const before = data[collection].length;
    data[collection] = data[collection].filter((record) => !(record.id === id && record.clientId === clientId));
    return data[collection].length < before;
  });
}

/** Adds many records in one write (test fixtures, imports). */
export function insertRecords(db: Database, collection: OwnedCollection, records: readonly OwnedRecord[]): Promise<void> {
  return db.store.update((data) => {
    data[collection].push(...records);
  });
}

/** Replaces a whole collection in one write: test fixtures. */
export function replaceCollection(db: Database, collection: OwnedCollection, records: readonly OwnedRecord[]): Promise<void> {
  return db.store.update((data) => {
    data[collection] = [...records];
  });
}
