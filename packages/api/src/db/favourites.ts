import type { Database, OwnedRecord } from './database.ts';

/* The customers' favourite products: one record per client and product (a unique index holds it). */

export async function favouriteOf(db: Database, clientId: number, productId: string): Promise<OwnedRecord | undefined> {
  const row = await db.sql.selectFrom('favorites').select('record').where('client_id', '=', clientId).where('product_id', '=', productId).executeTakeFirst();
  return row?.record;
}
