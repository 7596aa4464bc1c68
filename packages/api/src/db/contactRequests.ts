import type { ContactRequest } from '@otech/domain';
import type { Database } from './database.ts';

/* The storefront's contact form requests. */

export function insertContactRequest(db: Database, request: ContactRequest): Promise<ContactRequest> {
  return db.store.update((data) => {
    data.contactRequests.push(request);
    return request;
  });
}
