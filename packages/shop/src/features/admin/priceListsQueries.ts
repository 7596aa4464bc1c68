import { queryOptions } from '@tanstack/react-query';
import type { PriceListId } from '@otech/domain';
import { fetchContractPrices, fetchPriceList, fetchPriceLists } from './priceListsApi.ts';

/** The price lists' cached queries: a change to a list or a client refreshes them all. */
export const priceListKeys = {
  all: ['admin', 'price-lists'] as const,
  overview: () => [...priceListKeys.all, 'overview'] as const,
  list: (id: PriceListId) => [...priceListKeys.all, 'list', id] as const,
  contractPrices: (clientId: string) => [...priceListKeys.all, 'contract-prices', clientId] as const,
};

export const priceListsQuery = () => queryOptions({ queryKey: priceListKeys.overview(), queryFn: ({ signal }) => fetchPriceLists(signal) });

export const priceListQuery = (id: PriceListId) => queryOptions({ queryKey: priceListKeys.list(id), queryFn: ({ signal }) => fetchPriceList(id, signal) });

export const contractPricesQuery = (clientId: string) =>
  queryOptions({ queryKey: priceListKeys.contractPrices(clientId), queryFn: ({ signal }) => fetchContractPrices(clientId, signal) });
