import { ProductPageSchema, ProductSchema } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

export function fetchProduct(id: string, signal?: AbortSignal) {
  return apiRequest(`/products/${encodeURIComponent(id)}`, ProductSchema, { signal });
}

/** Products of one category, for the "related products" strip of the detail page. */
export function fetchCategoryProducts(category: string, signal?: AbortSignal) {
  return apiRequest('/products', ProductPageSchema, { signal, query: { category, pageSize: 5 } });
}
