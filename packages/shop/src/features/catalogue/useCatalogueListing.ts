import { useQuery } from '@tanstack/react-query';
import type { CatalogueFilter } from '@otech/domain';
import { productHref } from '../product/index.ts';
import { changeFilters, type CatalogueLocation, type CatalogueQuery } from './catalogueQuery.ts';
import { brandsQuery } from './queries.ts';
import { useCategories } from './useCategories.ts';
import { useProductPage } from './useProductPage.ts';

/**
 * What both catalogue pages (/catalogue and /catalogue-avec-panier) hand their toolbar and their
 * results: the page of products the query asks for, the categories and brands of the filters, and
 * the moves, written through `go` (a new filter goes back to page 1, spec 1 §4).
 */
export function useCatalogueListing(query: CatalogueQuery, go: (next: CatalogueLocation) => void) {
  const { results, retry } = useProductPage(query);
  const categories = useCategories();
  const brands = useQuery(brandsQuery());
  return {
    filters: query,
    page: query.page,
    results,
    onRetry: retry,
    categories,
    brands: brands.data?.brands ?? [],
    onFiltersChange: (change: CatalogueFilter) => go(changeFilters(query, change)),
    onPageChange: (page: number) => go({ ...query, page }),
    productHref,
  };
}
