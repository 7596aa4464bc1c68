import {
  ContactInboxPageSchema,
  ContactInboxRowSchema,
  OutboxMailPageSchema,
  QuoteInboxPageSchema,
  SalesInboxCountsSchema,
  type ContactRequestStatus,
  type MailStatus,
} from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/* The sales inbox's calls (issue 22): quote requests, contact requests, their counts, the e-mails sent. */

const admin = { session: 'admin' } as const;

/** A sales inbox list's filter and sort as its query sends them (`sort` as `sortParam` writes it). */
export type InboxListRequest = Readonly<Record<'search' | 'status' | 'from' | 'to' | 'sort', string>>;

export function fetchQuoteRequests(request: InboxListRequest, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/quote-requests', QuoteInboxPageSchema, { ...admin, signal, query: { ...request, page } });
}

export function fetchContactRequests(request: InboxListRequest, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/contact-requests', ContactInboxPageSchema, { ...admin, signal, query: { ...request, page } });
}

export function changeContactRequestStatus(id: string, status: ContactRequestStatus) {
  return apiRequest(`/admin/contact-requests/${encodeURIComponent(id)}`, ContactInboxRowSchema, { ...admin, method: 'PATCH', body: { status } });
}

export function fetchSalesInboxCounts(signal?: AbortSignal) {
  return apiRequest('/admin/sales-inbox/counts', SalesInboxCountsSchema, { ...admin, signal });
}

export function fetchOutbox(status: MailStatus | undefined, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/outbox', OutboxMailPageSchema, { ...admin, signal, query: { ...(status ? { status } : {}), page } });
}
