import * as v from 'valibot';
import {
  CONTACT_REQUEST_STATUSES,
  ContactInboxPageSchema,
  ContactInboxRowSchema,
  ContactRequestStatusChangeSchema,
  QuoteInboxPageSchema,
  QUOTE_STATUSES,
  SalesInboxCountsSchema,
  SALES_INBOX_PAGE_SIZE,
  SALES_INBOX_SEARCH_MAX,
} from '@otech/domain';
import type { QuoteInboxRow, SalesInboxCounts } from '@otech/domain';
import { actorOf } from '../../db/auditTrail.ts';
import { contactInboxPage, countNewContactRequests, setContactRequestStatus } from '../../db/contactRequests.ts';
import { countQuotesToProcess, quoteInboxPage } from '../../db/quotes.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { MAX_PAGE_SIZE, ONE_VALUE, wholeParam } from '../../http/query.ts';
import { quoteCustomer } from '../../records/quoteCustomer.ts';

/* The staff's sales inbox (issue 22): quote requests (/admin/devis) and contact requests (/admin/messages). */

const SALES_INBOX_MESSAGES = {
  contactRequestNotFound: 'Message introuvable',
} as const;

const search = v.optional(v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(SALES_INBOX_SEARCH_MAX, `${SALES_INBOX_SEARCH_MAX} caractères au plus`)), '');
/** A status filter: one of the catalogue's values, or absent / empty for all. */
const statusFilter = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.pipe(
    v.optional(v.union([v.literal(''), v.picklist(values)], `Valeur attendue : ${values.join(', ')}`)),
    v.transform((value) => (value ? value : undefined)),
  );
const paging = { page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1), pageSize: wholeParam(1, MAX_PAGE_SIZE, SALES_INBOX_PAGE_SIZE) };

const QuoteInboxQuerySchema = v.object({ search, status: statusFilter(QUOTE_STATUSES), ...paging });
const ContactInboxQuerySchema = v.object({ search, status: statusFilter(CONTACT_REQUEST_STATUSES), ...paging });

async function listQuoteRequests({ ctx, query }: RouteInput<undefined, typeof QuoteInboxQuerySchema>) {
  const found = await quoteInboxPage(ctx.db, { search: query.search, ...(query.status ? { status: query.status } : {}) }, query.page, query.pageSize);
  return { ...found, items: found.items.map(({ quote, owner }): QuoteInboxRow => ({ quote, customer: quoteCustomer(quote, owner) })) };
}

function listContactRequests({ ctx, query }: RouteInput<undefined, typeof ContactInboxQuerySchema>) {
  return contactInboxPage(ctx.db, { search: query.search, ...(query.status ? { status: query.status } : {}) }, query.page, query.pageSize);
}

async function changeContactRequestStatus({ ctx, req, body }: RouteInput<typeof ContactRequestStatusChangeSchema, undefined>) {
  const changed = await setContactRequestStatus(ctx.db, actorOf(ctx.adminOf(req)), req.params['id'] ?? '', body.status);
  if (!changed) throw notFound(SALES_INBOX_MESSAGES.contactRequestNotFound);
  return changed;
}

async function salesInboxCounts({ ctx }: RouteInput<undefined, undefined>): Promise<SalesInboxCounts> {
  const [quotesToProcess, newMessages] = await Promise.all([countQuotesToProcess(ctx.db), countNewContactRequests(ctx.db)]);
  return { quotesToProcess, newMessages };
}

export const salesInboxRoutes = [
  route({
    method: 'get',
    path: '/admin/quote-requests',
    auth: 'admin', permission: 'quotes.answer',
    summary: 'Every quote request with its customer, newest first, searched (customer, company, product) and filtered by status, paged',
    query: QuoteInboxQuerySchema,
    answer: QuoteInboxPageSchema,
    handle: listQuoteRequests,
  }),
  route({
    method: 'get',
    path: '/admin/contact-requests',
    auth: 'admin', permission: 'quotes.answer',
    summary: 'Every contact request, newest first, searched (name, company, e-mail, subject) and filtered by status, paged',
    query: ContactInboxQuerySchema,
    answer: ContactInboxPageSchema,
    handle: listContactRequests,
  }),
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
