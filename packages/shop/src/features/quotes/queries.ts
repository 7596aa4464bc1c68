import { queryOptions } from '@tanstack/react-query';
import { fetchQuoteRequests } from './api.ts';

/** Every cached query of the quote requests, under one key prefix; they are per signed-in user. */
export const quoteKeys = {
  all: ['quoteRequests'] as const,
  ofUser: (userId: string) => [...quoteKeys.all, userId] as const,
};

export const quoteRequestsQuery = (userId: string) =>
  queryOptions({ queryKey: quoteKeys.ofUser(userId), queryFn: ({ signal }) => fetchQuoteRequests(signal) });
