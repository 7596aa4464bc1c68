import type { ContactInboxRow, ContactRequest, ContactRequestStatus } from '@otech/domain';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import type { Database } from './database.ts';
import { transaction } from './transaction.ts';

/* The storefront's contact form requests (table `contact_requests`), and where staff are with them. */

export async function insertContactRequest(db: Database, request: ContactRequest): Promise<ContactRequest> {
  await db.sql.insertInto('contact_requests').values({ id: request.id, created_at: request.createdAt, record: JSON.stringify(request) }).execute();
  return request;
}

/** A stored request with where staff are with it. */
export const inboxRow = (row: { status: string; record: Record<string, unknown> }): ContactInboxRow => ({ ...(row.record as ContactRequest), status: row.status as ContactRequestStatus });

/** Marks a request read or answered, recorded in the trail; undefined when there is none of that id. */
export function setContactRequestStatus(db: Database, actor: AuditActor, id: string, status: ContactRequestStatus): Promise<ContactInboxRow | undefined> {
  return transaction(db, async (t) => {
    const before = await t.sql.selectFrom('contact_requests').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const row = await t.sql.updateTable('contact_requests').set({ status }).where('id', '=', id).returning(['status', 'record']).executeTakeFirstOrThrow();
    await appendAudit(t, actor, { kind: 'contact', recordId: id, action: 'statut', before: { status: before.status }, after: { status } });
    return inboxRow(row);
  });
}

export async function countNewContactRequests(db: Database): Promise<number> {
  const { n } = await db.sql.selectFrom('contact_requests').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'new').executeTakeFirstOrThrow();
  return Number(n);
}
