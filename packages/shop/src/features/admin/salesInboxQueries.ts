import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MailStatus } from '@otech/domain';
import { fetchContactRequests, type InboxListRequest, fetchOutbox, fetchQuoteRequests, fetchSalesInboxCounts } from './salesInboxApi.ts';
import { fetchQuoteEditor } from './quoteEditorApi.ts';

/** The sales inbox's cached queries: a change of a request refreshes its list and the counts together. */
export const salesInboxKeys = {
  all: ['admin', 'sales-inbox'] as const,
  counts: () => [...salesInboxKeys.all, 'counts'] as const,
  quotes: (request: InboxListRequest, page: number) => [...salesInboxKeys.all, 'quotes', request, page] as const,
  messages: (request: InboxListRequest, page: number) => [...salesInboxKeys.all, 'messages', request, page] as const,
  outbox: (status: MailStatus | undefined, page: number) => [...salesInboxKeys.all, 'outbox', status, page] as const,
  quote: (id: string) => [...salesInboxKeys.all, 'quote', id] as const,
};

/** Read again every minute: new requests arrive while staff keep a page open. */
const INBOX_REFRESH_MS = 60_000;

export const salesInboxCountsQuery = () =>
  queryOptions({ queryKey: salesInboxKeys.counts(), queryFn: ({ signal }) => fetchSalesInboxCounts(signal), refetchInterval: INBOX_REFRESH_MS });

export const quoteRequestsQuery = (request: InboxListRequest, page: number) =>
  queryOptions({ queryKey: salesInboxKeys.quotes(request, page), queryFn: ({ signal }) => fetchQuoteRequests(request, page, signal), placeholderData: keepPreviousData });

export const contactRequestsQuery = (request: InboxListRequest, page: number) =>
  queryOptions({ queryKey: salesInboxKeys.messages(request, page), queryFn: ({ signal }) => fetchContactRequests(request, page, signal), placeholderData: keepPreviousData });

export const outboxQuery = (status: MailStatus | undefined, page: number) =>
  queryOptions({ queryKey: salesInboxKeys.outbox(status, page), queryFn: ({ signal }) => fetchOutbox(status, page, signal), placeholderData: keepPreviousData });

/** One request in the quote editor. */
export const quoteEditorQuery = (id: string) => queryOptions({ queryKey: salesInboxKeys.quote(id), queryFn: ({ signal }) => fetchQuoteEditor(id, signal) });
