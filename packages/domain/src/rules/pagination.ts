/** Public catalogue: 12 products per page, the only option (spec 1 §9). */
export const CATALOGUE_PAGE_SIZE = 12;
/** Catalogue with cart: 8 by default, options 8, 16, 24 (spec 2 §9). */
export const CART_CATALOGUE_PAGE_SIZES = [8, 16, 24] as const;
export const CART_CATALOGUE_DEFAULT_PAGE_SIZE = 8;
/** Account-dashboard orders and invoices: 10 by default, options 5, 10, 25 (spec 2 §9). */
export const ACCOUNT_PAGE_SIZES = [5, 10, 25] as const;
export const ACCOUNT_DEFAULT_PAGE_SIZE = 10;
/** Client search default page size (spec 1 §9, spec 3 §9). */
export const CLIENT_SEARCH_PAGE_SIZE = 10;

/** A page of results, as the account dashboard reads it (spec 2 §3.7). Pages count from 1. */
export interface PagedResult<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** Number of pages; 0 for an empty list. A page size below 1 counts as 1. */
export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(Math.max(0, total) / Math.max(1, Math.floor(pageSize)));
}

/**
 * Brings a requested 1-based page within the existing pages: below 1 or not a number gives 1,
 * past the end gives the last page, and an empty list has page 1.
 */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = Math.max(1, totalPages(total, pageSize));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** One page of a list, the page clamped as `clampPage` does. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PagedResult<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const current = clampPage(page, items.length, size);
  return {
    items: items.slice((current - 1) * size, current * size),
    total: items.length,
    page: current,
    pageSize: size,
    totalPages: totalPages(items.length, size),
  };
}

/** The account-dashboard paginator shows only when the total exceeds the page size (spec 2 §2.3). */
export function showsPaginator(total: number, pageSize: number): boolean {
  return total > pageSize;
}
