import { useQuery } from '@tanstack/react-query';
import { LOAD_ERRORS } from '@otech/domain';
import type { CatalogueResults } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import type { CatalogueQuery } from './catalogueQuery.ts';
import { productPageQuery } from './queries.ts';
import { useHdUpgrade } from './useHdUpgrade.ts';

/**
 * One catalogue page, then its HD images (spec 1 §4 "HD image upgrade"). A newer query aborts the
 * request of the older one, so a fast typist never sees a stale page land last.
 */
export function useProductPage(query: CatalogueQuery) {
  const page = useQuery(productPageQuery(query));
  const products = useHdUpgrade(page.data?.products);
  const results: CatalogueResults | undefined = page.data && products && { total: page.data.total, products };
  return {
    results: toAsyncState({ data: results, error: page.error }, LOAD_ERRORS.products),
    retry: () => void page.refetch(),
  };
}
