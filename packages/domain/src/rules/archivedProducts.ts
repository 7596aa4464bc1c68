import type { Product } from '../schemas/product.ts';
import { foldAccents } from './foldAccents.ts';
import { paginate, type PagedResult } from './pagination.ts';
import { searchWords } from './staffLists.ts';

/** The product lists of /admin/catalogue, in the catalogue or archived: 20 a page. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/** What an archived product is found by: its reference, name, brand and EAN. */
const searchedText = (product: Product) => foldAccents([product.reference ?? product.id, product.name, product.brand, product.ean].filter(Boolean).join(' '));

/**
 * One page of the archived products (decision 178: hidden, kept for past orders and invoices)
 * whose reference, name, brand or EAN hold every word of the search, in any order, accents ignored;
 * past the end, the last page (decision 156).
 */
export function archivedProductsPage(archived: readonly Product[], search: string, page: number): PagedResult<Product> {
  const words = searchWords(search);
  const found = archived.filter((product) => {
    const text = searchedText(product);
    return words.every((word) => text.includes(word));
  });
  return paginate(found, page, ADMIN_PRODUCTS_PAGE_SIZE);
}
