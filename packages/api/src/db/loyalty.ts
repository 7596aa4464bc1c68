import type { Database, OwnedRecord } from './database.ts';

/* The customers' loyalty programmes: one record per client, its redemptions kept in the order made. */

export async function loyaltyOf(db: Database, clientId: number): Promise<OwnedRecord | undefined> {
  return db.store.data.loyalty.find((record) => record.clientId === clientId);
}

/** Adds a redemption to the client's programme in one write; false when the client has none. */
export function addRedemption(db: Database, clientId: number, redemption: Record<string, unknown>, existing: (record: OwnedRecord) => unknown[]): Promise<boolean> {
  return db.store.update((data) => {
    const stored = data.loyalty.find((record) => record.clientId === clientId);
    if (!stored) return false;
    const updated = { ...stored, redemptions: [...existing(stored), redemption] };
    data.loyalty = data.loyalty.map((record) => (record === stored ? updated : record));
    return true;
  });
}
