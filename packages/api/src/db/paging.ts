import { clampPage, totalPages } from '@otech/domain';
import type { ListSort, PagedResult } from '@otech/domain';

/** The rows `limit` from `offset` in the list's order, or, `backwards`, in its reverse order. */
export type PageRead<R> = (limit: number, offset: number, backwards: boolean) => Promise<R[]>;

/** The query a page is read with: read `backwards`, every column sorts the other way (the key that breaks ties included). */
export function inReadOrder<Q extends { sort: ListSort }>(query: Q, backwards: boolean): Q {
  return backwards ? { ...query, sort: { ...query.sort, direction: query.sort.direction === 'asc' ? 'desc' : 'asc' } } : query;
}

/**
 * A page of `count` rows, the page clamped as the domain's `paginate` does, its rows read by
 * `read(limit, offset)`: a list that grows with the shop is paged by its query, never by reading it whole.
 * A list whose `read` can read backwards reads a page of its far half from the end, in the
 * reverse order, then turns it round: the last page of 200,000 invoices skips no row (an offset
 * walks every row it skips), and no page skips more than half the list (issue 27, decision 238).
 */
export async function pageOf<R>(count: Promise<{ n: string }>, page: number, size: number, read: PageRead<R>, readsBackwards = false): Promise<PagedResult<R>> {
  const total = Number((await count).n);
  const pageSize = Math.max(1, Math.floor(size));
  const current = clampPage(page, total, pageSize);
  const offset = (current - 1) * pageSize;
  const rows = Math.max(0, Math.min(pageSize, total - offset));
  const fromEnd = total - offset - rows;
  const items = readsBackwards && fromEnd < offset ? (await read(rows, fromEnd, true)).reverse() : await read(pageSize, offset, false);
  return { items, total, page: current, pageSize, totalPages: totalPages(total, pageSize) };
}
