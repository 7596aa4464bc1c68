import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_INVOICE_STATS_PERIOD, LATEST_FACTURES_COUNT } from '@otech/domain';
import { fetchFactureStats, fetchLatestFactures } from './api.ts';

/** Every cached query of the invoices service, per signed-in customer. */
const invoiceKeys = {
  all: ['factures'] as const,
  ofUser: (userId: string) => [...invoiceKeys.all, userId] as const,
  latest: (userId: string) => [...invoiceKeys.ofUser(userId), 'latest'] as const,
  stats: (userId: string) => [...invoiceKeys.ofUser(userId), 'stats'] as const,
};

export const latestFacturesQuery = (userId: string) =>
  queryOptions({
    queryKey: invoiceKeys.latest(userId),
    queryFn: async ({ signal }) => (await fetchLatestFactures(LATEST_FACTURES_COUNT, signal)).data,
  });

export const factureStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: invoiceKeys.stats(userId),
    queryFn: async ({ signal }) => (await fetchFactureStats(DEFAULT_INVOICE_STATS_PERIOD, signal)).data,
  });
