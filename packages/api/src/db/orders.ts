import type { Database, OwnedRecord } from './database.ts';

/* The customers' orders, as stored (the routes read them through their schema). */

/** Every order of the shop. */
export async function allOrders(db: Database): Promise<OwnedRecord[]> {
  return db.store.data.orders;
}

export async function orderById(db: Database, id: string): Promise<OwnedRecord | undefined> {
  return db.store.data.orders.find((order) => order.id === id);
}

/** Replaces an order by what `change` makes of it, in one write; undefined when the id is unknown. */
export function updateOrder(db: Database, id: string, change: (order: OwnedRecord) => OwnedRecord): Promise<OwnedRecord | undefined> {
  return db.store.update((data) => {
    const stored = data.orders.find((order) => order.id === id);
    if (!stored) return undefined;
    const updated = { ...change(stored), id, clientId: stored.clientId };
    data.orders = data.orders.map((order) => (order === stored ? updated : order));
    return updated;
  });
}
