import { sql } from 'kysely';
import { awaitsValidation, pendingOpenings, validatedClient } from '@otech/domain';
import type { Client } from '@otech/domain';
import { deleteClientKeepingInvoices } from './clientDeletion.ts';
import { clientById, replaceClient } from './clients.ts';
import type { Database } from './database.ts';

/** The registrations awaiting the administration's validation, the one waiting longest first. */
export async function pendingOpeningClients(db: Database): Promise<Client[]> {
  // Only the waiting ones are read; which those are and their order stay the domain's rule.
  const rows = await db.sql.selectFrom('clients').select('record').where(sql<boolean>`record->'en_attente_validation' = 'true'::jsonb`).execute();
  return pendingOpenings(rows.map((row) => row.record));
}

async function pendingClient(db: Database, id: number): Promise<Client | undefined> {
  const client = await clientById(db, id);
  return client && awaitsValidation(client) ? client : undefined;
}

/** Opens the account of a registration awaiting validation; null when no such registration waits. */
export async function validateOpening(db: Database, id: number, now: Date): Promise<Client | null> {
  const client = await pendingClient(db, id);
  return client ? replaceClient(db, validatedClient(client, now)) : null;
}

/**
 * Refuses a registration: nothing of the person is kept (the account is anonymised like a deleted
 * one, its id never given again); null when no such registration waits.
 */
export async function refuseOpening(db: Database, id: number, now: Date): Promise<Client | null> {
  const client = await pendingClient(db, id);
  return client ? deleteClientKeepingInvoices(db, client, now) : null;
}
