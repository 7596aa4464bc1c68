import { queryOptions } from '@tanstack/react-query';
import { fetchCategoryProducts, fetchProduct } from './api.ts';

/** Every cached query of the product page, under one key prefix. */
const productKeys = {
  all: ['product'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  related: (category: string) => [...productKeys.all, 'related', category] as const,
};

export const productQuery = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => fetchProduct(id, signal) });

export const relatedProductsQuery = (category: string) =>
  queryOptions({
    queryKey: productKeys.related(category),
    queryFn: ({ signal }) => fetchCategoryProducts(category, signal),
  });
