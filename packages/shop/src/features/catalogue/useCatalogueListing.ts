import { useQuery } from '@tanstack/react-query';
import { productHref } from '../product/index.ts';
import { catalogueMoves, type CatalogueLocation, type CatalogueQuery } from './catalogueQuery.ts';
import { brandsQuery } from './queries.ts';
import { useCategories } from './useCategories.ts';
import { useProductPage } from './useProductPage.ts';

/** The page of products the query asks for, with its HD images, and the categories and brands of the filters. */
export function useCatalogueData(query: CatalogueQuery) {
  const { results, retry } = useProductPage(query);
  const categories = useCategories();
  const brands = useQuery(brandsQuery());
  return { results, retry, categories, brands: brands.data?.brands ?? [] };
}

/**
 * What both catalogue pages (/catalogue and /catalogue-avec-panier) hand their toolbar and their
 * results: the data of the query and its moves, written through `go`.
 */
export function useCatalogueListing(query: CatalogueQuery, go: (next: CatalogueLocation) => void) {
  const { retry, ...data } = useCatalogueData(query);
  return { ...data, ...catalogueMoves(query, go), onRetry: retry, productHref };
}
