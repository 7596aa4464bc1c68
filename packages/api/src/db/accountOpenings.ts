import { awaitsValidation, pendingOpenings, validatedClient } from '@otech/domain';
import type { Client } from '@otech/domain';
import { deleteClientKeepingInvoices } from './clientDeletion.ts';
import type { Database } from './database.ts';

/** The registrations awaiting the administration's validation, the one waiting longest first. */
export function pendingOpeningClients(db: Database): Client[] {
  return pendingOpenings(db.accounts.data.clients);
}

function pendingClient(db: Database, id: number): Client | undefined {
  return db.accounts.data.clients.find((client) => client.id === id && awaitsValidation(client));
}

/** Opens the account of a registration awaiting validation; null when no such registration waits. */
export async function validateOpening(db: Database, id: number, now: Date): Promise<Client | null> {
  const client = pendingClient(db, id);
  if (!client) return null;
  const validated = validatedClient(client, now);
  await db.accounts.update((data) => {
    data.clients = data.clients.map((entry) => (entry.id === id ? validated : entry));
  });
  return validated;
}

/**
 * Refuses a registration: nothing of the person is kept (the account is anonymised like a deleted
 * one, its id never given again); null when no such registration waits.
 */
export async function refuseOpening(db: Database, id: number, now: Date): Promise<Client | null> {
  const client = pendingClient(db, id);
  return client ? deleteClientKeepingInvoices(db, client, now) : null;
}
