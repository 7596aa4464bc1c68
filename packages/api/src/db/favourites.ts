import type { Database, OwnedRecord } from './database.ts';

/* The customers' favourite products: one record per client and product. */

export async function favouriteOf(db: Database, clientId: number, productId: string): Promise<OwnedRecord | undefined> {
  return db.store.data.favorites.find((record) => record.clientId === clientId && record['productId'] === productId);
}
