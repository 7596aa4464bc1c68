import type { Product } from '@otech/domain';

/** Where a product's detail page is (spec 1 §2 `/product/{id}`). */
export const productHref = (product: Pick<Product, 'id'>) => `/product/${encodeURIComponent(product.id)}`;
