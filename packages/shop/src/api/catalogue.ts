import * as v from 'valibot';
import { ProductPageSchema, ProductSchema, RayonSchema, HdImagesResponseSchema } from '@otech/domain';
import type { CatalogueQuery } from '../routes/catalogue/catalogueQuery.ts';
import { apiRequest } from './http.ts';

/** One page of the catalogue (spec 1 §7): `search` is sent only when non-blank, category "all" never. */
export function fetchProductPage(query: CatalogueQuery, signal?: AbortSignal) {
  return apiRequest('/products', ProductPageSchema, {
    signal,
    query: {
      page: query.page,
      pageSize: query.pageSize,
      search: query.search.trim(),
      category: query.category === 'all' ? undefined : query.category,
      brand: query.brand,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      inStockOnly: query.inStockOnly || undefined,
      sort: query.sort,
    },
  });
}

export function fetchProduct(id: string, signal?: AbortSignal) {
  return apiRequest(`/products/${encodeURIComponent(id)}`, ProductSchema, { signal });
}

/** Products of one category, for the "related products" strip of the detail page. */
export function fetchCategoryProducts(category: string, signal?: AbortSignal) {
  return apiRequest('/products', ProductPageSchema, { signal, query: { category, pageSize: 5 } });
}

export function fetchActiveRayons(signal?: AbortSignal) {
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
