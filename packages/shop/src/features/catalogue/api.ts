import * as v from 'valibot';
import { catalogueSearchParams, ProductPageSchema, RayonSchema, HdImagesResponseSchema } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';
import type { CatalogueQuery } from './catalogueQuery.ts';

/** One page of the catalogue (spec 1 §7): only the filters in force are sent (the domain's rule). */
export function fetchProductPage(query: CatalogueQuery, signal?: AbortSignal) {
  return apiRequest('/products', ProductPageSchema, {
    signal,
    query: { page: query.page, pageSize: query.pageSize, ...catalogueSearchParams(query) },
  });
}

export function fetchActiveCategories(signal?: AbortSignal) {
  return apiRequest('/rayon_produits/actifs', v.array(RayonSchema), { signal });
}

export function fetchBrands(signal?: AbortSignal) {
  return apiRequest('/products/brands', v.object({ brands: v.array(v.string()) }), { signal });
}

/** HD images by reference (spec 1 §4 "HD image upgrade"), requested after each page of products loads. */
export function fetchHdImages(references: string[], signal?: AbortSignal) {
  return apiRequest('/photos/by-references', HdImagesResponseSchema, {
    method: 'POST',
    body: { references },
    signal,
  });
}
