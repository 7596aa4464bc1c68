import { anonymisedClient } from '@otech/domain';
import type { Client } from '@otech/domain';
import type { Database, OwnedCollection } from './database.ts';
import { OWNED_COLLECTIONS } from './database.ts';

/** Kept after a deletion: orders and invoices for their ten years (privacy policy, retention). */
const KEPT_AFTER_DELETION: ReadonlySet<OwnedCollection> = new Set(['orders', 'factures']);

/**
 * Deletes a client's account, whoever asks (the customer itself, or the administration): the record
 * stays anonymised and inactive under its id, which is never given again; its orders and invoices
 * are kept, everything else it owned (cart, addresses, favourites…) goes. Its sessions end with it.
 */
export async function deleteClientKeepingInvoices(db: Database, client: Client, now: Date): Promise<Client> {
  const userId = String(client.id);
  const anonymised = anonymisedClient(client, now);
  await db.accounts.update((data) => {
    data.clients = data.clients.map((entry) => (entry.id === client.id ? anonymised : entry));
    db.endSessions(data, client.id);
  });
  await db.store.update((data) => {
    data.carts = data.carts.filter((cart) => cart.userId !== userId);
    for (const collection of OWNED_COLLECTIONS) {
      if (!KEPT_AFTER_DELETION.has(collection)) data[collection] = data[collection].filter((record) => record.clientId !== client.id);
    }
  });
  return anonymised;
}
