import type { Database, OwnedRecord } from './database.ts';
import { transaction } from './transaction.ts';

/* The customers' loyalty programmes: one record per client, its redemptions kept in the order made. */

export async function loyaltyOf(db: Database, clientId: number): Promise<OwnedRecord | undefined> {
  const row = await db.sql.selectFrom('loyalty').select('record').where('client_id', '=', clientId).executeTakeFirst();
  return row?.record;
}

/**
 * Adds the redemption `redeem` makes of the client's programme, in one transaction that holds the
 * programme: two redemptions at once are decided one after the other, each on the points the other
 * left. `redeem` reads through the transaction's database it is given; what it throws undoes it all.
 * False when the client has no programme.
 */
export function addRedemption(
  db: Database,
  clientId: number,
  redeem: (t: Database, stored: OwnedRecord) => Promise<Record<string, unknown>>,
  existing: (record: OwnedRecord) => unknown[],
): Promise<boolean> {
  return transaction(db, async (t) => {
    const stored = await t.sql.selectFrom('loyalty').select('record').where('client_id', '=', clientId).forUpdate().executeTakeFirst();
    if (!stored) return false;
    const updated = { ...stored.record, redemptions: [...existing(stored.record), await redeem(t, stored.record)] };
    await t.sql.updateTable('loyalty').set({ record: JSON.stringify(updated) }).where('id', '=', updated.id).execute();
    return true;
  });
}
