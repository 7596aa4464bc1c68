import { anonymisedClient } from '@otech/domain';
import type { Client } from '@otech/domain';
import { anonymiseAccount } from './clients.ts';
import type { OwnedCollection } from './database.ts';
import type { Database } from './database.ts';

/** Kept after a deletion: orders and invoices for their ten years (privacy policy, retention). */
const KEPT_AFTER_DELETION: ReadonlySet<OwnedCollection> = new Set(['orders', 'factures']);

/**
 * Deletes a client's account, whoever asks (the customer itself, the administration, or a refused
 * registration): the record stays anonymised and inactive under its id, which is never given again;
 * its orders and invoices are kept, everything else it owned goes. Its sessions end with it.
 */
export async function deleteClientKeepingInvoices(db: Database, client: Client, now: Date): Promise<Client> {
  const anonymised = anonymisedClient(client, now);
  await anonymiseAccount(db, anonymised, KEPT_AFTER_DELETION);
  return anonymised;
}
