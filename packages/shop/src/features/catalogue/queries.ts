import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchActiveCategories, fetchBrands, fetchHdImages, fetchProductPage } from './api.ts';
import type { CatalogueQuery } from './catalogueQuery.ts';

/** Every cached query of the catalogue, under one key prefix. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  page: (query: CatalogueQuery) => [...catalogueKeys.all, 'page', query] as const,
  hdImages: (references: string[]) => [...catalogueKeys.all, 'hdImages', references] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  brands: () => [...catalogueKeys.all, 'brands'] as const,
};

export const productPageQuery = (query: CatalogueQuery) =>
  queryOptions({
    queryKey: catalogueKeys.page(query),
    queryFn: ({ signal }) => fetchProductPage(query, signal),
  });

export const hdImagesQuery = (references: string[]) =>
  queryOptions({
    queryKey: catalogueKeys.hdImages(references),
    queryFn: ({ signal }) => fetchHdImages(references, signal),
    enabled: references.length > 0,
    staleTime: Infinity,
  });

/**
 * The HD images loaded with a page's data: the server then draws, and preloads, the picture the
 * browser keeps, instead of a thumbnail swapped for the HD file after hydration (the product page's
 * largest paint came seconds later). A failure is dropped from the cache, so the page still renders
 * with its thumbnails and the browser asks again (spec 1 "silent failures").
 */
export function prefetchHdImages(queryClient: QueryClient, references: string[]): Promise<unknown> {
  // A page that found nothing asks for nothing: `fetchQuery` does not read the query's `enabled`.
  if (references.length === 0) return Promise.resolve();
  return queryClient
    .fetchQuery(hdImagesQuery(references))
    .catch(() => queryClient.removeQueries({ queryKey: catalogueKeys.hdImages(references), exact: true }));
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => fetchActiveCategories(signal),
    staleTime: Infinity,
  });

export const brandsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.brands(),
    queryFn: ({ signal }) => fetchBrands(signal),
    staleTime: Infinity,
  });
