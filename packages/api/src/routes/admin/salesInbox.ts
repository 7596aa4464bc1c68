import { ContactInboxRowSchema, ContactRequestStatusChangeSchema, SalesInboxCountsSchema } from '@otech/domain';
import type { SalesInboxCounts } from '@otech/domain';
import { countNewContactRequests, setContactRequestStatus } from '../../db/contactRequests.ts';
import { countQuotesToProcess } from '../../db/quotes.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';

/* The staff's sales inbox (issue 22): a contact request's status and the counts of both inboxes (their lists in quoteList.ts and messageList.ts). */

const SALES_INBOX_MESSAGES = {
  contactRequestNotFound: 'Message introuvable',
} as const;

async function changeContactRequestStatus({ ctx, req, body }: RouteInput<typeof ContactRequestStatusChangeSchema, undefined>) {
  const changed = await setContactRequestStatus(ctx.db, req.params['id'] ?? '', body.status);
  if (!changed) throw notFound(SALES_INBOX_MESSAGES.contactRequestNotFound);
  return changed;
}

async function salesInboxCounts({ ctx }: RouteInput<undefined, undefined>): Promise<SalesInboxCounts> {
  const [quotesToProcess, newMessages] = await Promise.all([countQuotesToProcess(ctx.db), countNewContactRequests(ctx.db)]);
  return { quotesToProcess, newMessages };
}

export const salesInboxRoutes = [
  route({
    method: 'patch',
    path: '/admin/contact-requests/:id',
    auth: 'admin', permission: 'quotes.answer',
    summary: 'Marks a contact request new, read or answered',
    body: ContactRequestStatusChangeSchema,
    answer: ContactInboxRowSchema,
    handle: changeContactRequestStatus,
  }),
  route({
    method: 'get',
    path: '/admin/sales-inbox/counts',
    auth: 'admin', permission: 'quotes.answer',
    summary: 'The counts of the toolbar and dashboard: quote requests "À traiter", contact requests not read',
    answer: SalesInboxCountsSchema,
    handle: salesInboxCounts,
  }),
];
