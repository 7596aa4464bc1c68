import type { ContactRequest } from '@otech/domain';
import type { Database } from './database.ts';

/* The storefront's contact form requests (table `contact_requests`). */

export async function insertContactRequest(db: Database, request: ContactRequest): Promise<ContactRequest> {
  await db.sql.insertInto('contact_requests').values({ id: request.id, record: JSON.stringify(request) }).execute();
  return request;
}
