import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { upgradeToHd, type Product } from '@otech/domain';
import type { CatalogueQuery } from './catalogueQuery.ts';
import { hdImagesQuery, productPageQuery } from './queries.ts';

/**
 * One catalogue page, then its HD images (spec 1 §4 "HD image upgrade"). A newer query aborts the
 * request of the older one, so a fast typist never sees a stale page land last.
 */
export function useProductPage(query: CatalogueQuery) {
  const page = useQuery(productPageQuery(query));
  const references = page.data?.products.map((product) => product.reference) ?? [];
  const hd = useQuery({
    ...hdImagesQuery(references),
    enabled: references.length > 0 && !page.isPlaceholderData,
  });
  useEffect(() => {
    if (hd.error) console.warn('HD image load failed', hd.error);
  }, [hd.error]);
  const products: Product[] | undefined = page.data?.products.map((product) =>
    hd.data ? upgradeToHd(product, hd.data.data[product.reference]) : product,
  );
  return {
    products,
    total: page.data?.total ?? 0,
    isLoading: page.isPending || page.isPlaceholderData,
    error: page.error,
    retry: () => void page.refetch(),
  };
}
