import type { Database, OwnedRecord } from './database.ts';

/* The customers' delivery addresses: at most one default per client. */

/**
 * Saves an address (new or replacing the one of its id) in one write; a new default takes the
 * flag from the client's others, and a client's first address is its default.
 */
export function saveAddress(db: Database, clientId: number, id: string, values: Record<string, unknown> & { isDefault: boolean }): Promise<OwnedRecord> {
  return db.store.update((data) => {
    const others = data.addresses.filter((address) => address.clientId === clientId && address.id !== id);
    const saved: OwnedRecord = { id, clientId, ...values, isDefault: values.isDefault || others.length === 0 };
    const exists = data.addresses.some((address) => address.id === id);
    data.addresses = data.addresses.map((address) => {
      if (address.id === id) return saved;
      return address.clientId === clientId && saved['isDefault'] && address['isDefault'] ? { ...address, isDefault: false } : address;
    });
    if (!exists) data.addresses.push(saved);
    return saved;
  });
}

/** The client's default address, if it saved one. */
export async function defaultAddressOf(db: Database, clientId: number): Promise<OwnedRecord | undefined> {
  return db.store.data.addresses.find((address) => address.clientId === clientId && address['isDefault'] === true);
}
