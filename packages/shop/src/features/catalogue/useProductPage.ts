import { useQuery } from '@tanstack/react-query';
import type { CatalogueQuery } from './catalogueQuery.ts';
import { productPageQuery } from './queries.ts';
import { useHdUpgrade } from './useHdUpgrade.ts';

/**
 * One catalogue page, then its HD images (spec 1 §4 "HD image upgrade"). A newer query aborts the
 * request of the older one, so a fast typist never sees a stale page land last.
 */
export function useProductPage(query: CatalogueQuery) {
  const page = useQuery(productPageQuery(query));
  const products = useHdUpgrade(page.data?.products, !page.isPlaceholderData);
  return {
    products,
    total: page.data?.total ?? 0,
    isLoading: page.isPending || page.isPlaceholderData,
    error: page.error,
    retry: () => void page.refetch(),
  };
}
