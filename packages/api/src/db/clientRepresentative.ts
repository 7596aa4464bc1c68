import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import { updateClient } from './clients.ts';
import type { Database } from './database.ts';
import { transaction } from './transaction.ts';

/**
 * Gives a client a sales representative (a Commercial's name, as the client form stores it), with
 * its audit entry, in one transaction on the locked client: 'unchanged' when it has that one
 * already (nothing written), undefined for an unknown client.
 */
export function setClientRepresentative(db: Database, actor: AuditActor, clientId: number, name: string): Promise<'set' | 'unchanged' | undefined> {
  return transaction(db, async (t) => {
    const row = await t.sql.selectFrom('clients').select('record').where('id', '=', clientId).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    const before = row.record.representant ?? null;
    if (before === name) return 'unchanged';
    await updateClient(t, clientId, { representant: name });
    await appendAudit(t, actor, { kind: 'client', recordId: String(clientId), action: 'fiche', before: { representant: before }, after: { representant: name } });
    return 'set';
  });
}
