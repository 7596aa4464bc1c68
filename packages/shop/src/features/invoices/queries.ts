import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_INVOICE_STATS_PERIOD, LATEST_FACTURES_COUNT } from '@otech/domain';
import { fetchInvoiceStats, fetchLatestInvoices } from './api.ts';

/** Every cached query of the invoices service, per signed-in customer. */
const invoiceKeys = {
  all: ['factures'] as const,
  ofUser: (userId: string) => [...invoiceKeys.all, userId] as const,
  latest: (userId: string) => [...invoiceKeys.ofUser(userId), 'latest'] as const,
  stats: (userId: string) => [...invoiceKeys.ofUser(userId), 'stats'] as const,
};

export const latestInvoicesQuery = (userId: string) =>
  queryOptions({
    queryKey: invoiceKeys.latest(userId),
    queryFn: async ({ signal }) => (await fetchLatestInvoices(LATEST_FACTURES_COUNT, signal)).data,
  });

export const invoiceStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: invoiceKeys.stats(userId),
    queryFn: async ({ signal }) => (await fetchInvoiceStats(DEFAULT_INVOICE_STATS_PERIOD, signal)).data,
  });
