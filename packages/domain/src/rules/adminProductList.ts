import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import { pagedResultSchema } from '../schemas/responses.ts';
import { ProductSchema } from '../schemas/product.ts';
import { exportFormatQuery, listPageQuery, listSearchQuery, sortQuery, type ListSort } from './staffLists.ts';

/** The filters of /admin/catalogue: words of the reference, name, brand or EAN, and a rayon or all (''). Products have no date to filter on. */
export interface AdminProductFilter {
  search: string;
  rayon: string;
  /** '1': the archived products (« Archivés »: out of the catalogue, kept for past orders and invoices, decision 222) instead of the catalogue's. */
  archives: '' | '1';
  /** A product carries no date: the list has no period. */
  from?: never;
  to?: never;
}

/** /admin/catalogue sorts by these columns: reference, name, rayon, price HT, stock. */
export const ADMIN_PRODUCT_SORT_KEYS = ['reference', 'designation', 'rayon', 'prix', 'stock'] as const;
export type AdminProductSortKey = (typeof ADMIN_PRODUCT_SORT_KEYS)[number];
/** The list opens in reference order, as the catalogue file lists products. */
export const ADMIN_PRODUCT_DEFAULT_SORT: ListSort<AdminProductSortKey> = { key: 'reference', direction: 'asc' };
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
/** The longest search the products list takes. */
export const ADMIN_PRODUCT_SEARCH_MAX = TEXT_LIMITS.line;

/** What narrows /admin/catalogue on the server (issues 23 and 27). */
const productListFilters = {
  search: listSearchQuery(ADMIN_PRODUCT_SEARCH_MAX),
  rayon: v.optional(v.pipe(v.string('Une seule valeur attendue'), v.trim(), v.maxLength(TEXT_LIMITS.line, `Rayon limité à ${TEXT_LIMITS.line} caractères`)), ''),
  archives: v.optional(v.picklist(['', '1'], 'Archivés attendu : 1 ou rien'), ''),
  sort: sortQuery(ADMIN_PRODUCT_SORT_KEYS, ADMIN_PRODUCT_DEFAULT_SORT),
};

export const AdminProductListQuerySchema = v.object({ ...productListFilters, page: listPageQuery });
export type AdminProductListQuery = v.InferOutput<typeof AdminProductListQuerySchema>;

/** The export of /admin/catalogue: the same filters and sort, every page, as csv or xlsx. */
export const AdminProductExportQuerySchema = v.object({ ...productListFilters, format: exportFormatQuery });
export type AdminProductExportQuery = v.InferOutput<typeof AdminProductExportQuerySchema>;

/** A page of the products list as the API answers it. */
export const AdminProductPageSchema = pagedResultSchema(ProductSchema);
