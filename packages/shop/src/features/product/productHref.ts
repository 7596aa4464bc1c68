import { productPath } from '@otech/domain';

/** Where a product's detail page is (spec 1 §2 `/product/{id}`). */
export const productHref = productPath;
