import {
  ContactInboxPageSchema,
  ContactInboxRowSchema,
  OutboxMailPageSchema,
  QuoteInboxPageSchema,
  SalesInboxCountsSchema,
  type ContactInboxFilter,
  type ContactRequestStatus,
  type MailStatus,
  type QuoteInboxFilter,
} from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/* The sales inbox's calls (issue 22): quote requests, contact requests, their counts, the e-mails sent. */

const admin = { session: 'admin' } as const;

export function fetchQuoteRequests(filter: QuoteInboxFilter, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/quote-requests', QuoteInboxPageSchema, { ...admin, signal, query: { ...filter, page } });
}

export function fetchContactRequests(filter: ContactInboxFilter, page: number, signal?: AbortSignal) {
  return apiRequest('/admin/contact-requests', ContactInboxPageSchema, { ...admin, signal, query: { ...filter, page } });
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
