import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LOAD_ERRORS, upgradeToHd } from '@otech/domain';
import type { CatalogueResults } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import type { CatalogueQuery } from './catalogueQuery.ts';
import { hdImagesQuery, productPageQuery } from './queries.ts';

/**
 * One catalogue page, then its HD images (spec 1 §4 "HD image upgrade"). A newer query aborts the
 * request of the older one, so a fast typist never sees a stale page land last.
 */
export function useProductPage(query: CatalogueQuery) {
  const page = useQuery(productPageQuery(query));
  const references = page.data?.products.map((product) => product.reference) ?? [];
  const hd = useQuery(hdImagesQuery(references));
  useEffect(() => {
    if (hd.error) console.warn('HD image load failed', hd.error);
  }, [hd.error]);
  const results: CatalogueResults | undefined = page.data && {
    total: page.data.total,
    products: page.data.products.map((product) =>
      hd.data ? upgradeToHd(product, hd.data.data[product.reference]) : product,
    ),
  };
  return {
    results: toAsyncState({ data: results, error: page.error }, LOAD_ERRORS.products),
    retry: () => void page.refetch(),
  };
}
