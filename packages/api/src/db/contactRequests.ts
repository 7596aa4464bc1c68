import type { ContactInboxRow, ContactRequest, ContactRequestStatus } from '@otech/domain';
import type { Database } from './database.ts';

/* The storefront's contact form requests (table `contact_requests`), and where staff are with them. */

export async function insertContactRequest(db: Database, request: ContactRequest): Promise<ContactRequest> {
  await db.sql.insertInto('contact_requests').values({ id: request.id, created_at: request.createdAt, record: JSON.stringify(request) }).execute();
  return request;
}

/** A stored request with where staff are with it. */
export const inboxRow = (row: { status: string; record: Record<string, unknown> }): ContactInboxRow => ({ ...(row.record as ContactRequest), status: row.status as ContactRequestStatus });

/** Marks a request read or answered; undefined when there is none of that id. */
export async function setContactRequestStatus(db: Database, id: string, status: ContactRequestStatus): Promise<ContactInboxRow | undefined> {
  const row = await db.sql.updateTable('contact_requests').set({ status }).where('id', '=', id).returning(['status', 'record']).executeTakeFirst();
  return row ? inboxRow(row) : undefined;
}

export async function countNewContactRequests(db: Database): Promise<number> {
  const { n } = await db.sql.selectFrom('contact_requests').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'new').executeTakeFirstOrThrow();
  return Number(n);
}
