import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactInboxFilter, MailStatus, QuoteInboxFilter } from '@otech/domain';
import { fetchContactRequests, fetchOutbox, fetchQuoteRequests, fetchSalesInboxCounts } from './salesInboxApi.ts';
import { fetchQuoteEditor } from './quoteEditorApi.ts';

/** The sales inbox's cached queries: a change of a request refreshes its list and the counts together. */
export const salesInboxKeys = {
  all: ['admin', 'sales-inbox'] as const,
  counts: () => [...salesInboxKeys.all, 'counts'] as const,
  quotes: (filter: QuoteInboxFilter, page: number) => [...salesInboxKeys.all, 'quotes', filter, page] as const,
  messages: (filter: ContactInboxFilter, page: number) => [...salesInboxKeys.all, 'messages', filter, page] as const,
  outbox: (status: MailStatus | undefined, page: number) => [...salesInboxKeys.all, 'outbox', status, page] as const,
  quote: (id: string) => [...salesInboxKeys.all, 'quote', id] as const,
};

/** Read again every minute: new requests arrive while staff keep a page open. */
const INBOX_REFRESH_MS = 60_000;

export const salesInboxCountsQuery = () =>
  queryOptions({ queryKey: salesInboxKeys.counts(), queryFn: ({ signal }) => fetchSalesInboxCounts(signal), refetchInterval: INBOX_REFRESH_MS });

export const quoteRequestsQuery = (filter: QuoteInboxFilter, page: number) =>
  queryOptions({ queryKey: salesInboxKeys.quotes(filter, page), queryFn: ({ signal }) => fetchQuoteRequests(filter, page, signal), placeholderData: keepPreviousData });

export const contactRequestsQuery = (filter: ContactInboxFilter, page: number) =>
  queryOptions({ queryKey: salesInboxKeys.messages(filter, page), queryFn: ({ signal }) => fetchContactRequests(filter, page, signal), placeholderData: keepPreviousData });

export const outboxQuery = (status: MailStatus | undefined, page: number) =>
  queryOptions({ queryKey: salesInboxKeys.outbox(status, page), queryFn: ({ signal }) => fetchOutbox(status, page, signal), placeholderData: keepPreviousData });

/** One request in the quote editor. */
export const quoteEditorQuery = (id: string) => queryOptions({ queryKey: salesInboxKeys.quote(id), queryFn: ({ signal }) => fetchQuoteEditor(id, signal) });
