import { sql } from 'kysely';
import { awaitsValidation, pendingOpenings, validatedClient } from '@otech/domain';
import type { Client } from '@otech/domain';
import { deleteClientKeepingInvoices } from './clientDeletion.ts';
import { clientById, replaceClient } from './clients.ts';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import type { Database } from './database.ts';
import { transaction } from './transaction.ts';

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

/** What the trail keeps of a registration decided: its state only, as a refused one keeps nothing of the person. */
const openingOf = (client: Client) => ({ actif: client.actif ?? false, en_attente_validation: client.en_attente_validation ?? false });

/** A decision on a registration awaiting validation, recorded in the trail in its transaction; null when no such registration waits. */
function decideOpening(db: Database, actor: AuditActor, id: number, action: string, decide: (t: Database, client: Client) => Promise<Client>): Promise<Client | null> {
  return transaction(db, async (t) => {
    const client = await pendingClient(t, id);
    if (!client) return null;
    const decided = await decide(t, client);
    await appendAudit(t, actor, { kind: 'opening', recordId: String(id), action, before: openingOf(client), after: openingOf(decided) });
    return decided;
  });
}

/** Opens the account of a registration awaiting validation; null when no such registration waits. */
export function validateOpening(db: Database, actor: AuditActor, id: number, now: Date): Promise<Client | null> {
  return decideOpening(db, actor, id, 'validation', (t, client) => replaceClient(t, validatedClient(client, now)));
}

/**
 * Refuses a registration: nothing of the person is kept (the account is anonymised like a deleted
 * one, its id never given again), not even in the trail, which keeps the decision only; null when no such registration waits.
 */
export function refuseOpening(db: Database, actor: AuditActor, id: number, now: Date): Promise<Client | null> {
  return decideOpening(db, actor, id, 'refus', (t, client) => deleteClientKeepingInvoices(t, client, now));
}
