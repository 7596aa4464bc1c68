import { clampPage, totalPages } from '@otech/domain';
import type { PagedResult } from '@otech/domain';

/**
 * A page of `count` rows, the page clamped as the domain's `paginate` does, its rows read by
 * `read(limit, offset)`: a list that grows with the shop is paged by its query, never by reading it whole.
 */
export async function pageOf<R>(count: Promise<{ n: string }>, page: number, size: number, read: (limit: number, offset: number) => Promise<R[]>): Promise<PagedResult<R>> {
  const total = Number((await count).n);
  const pageSize = Math.max(1, Math.floor(size));
  const current = clampPage(page, total, pageSize);
  return { items: await read(pageSize, (current - 1) * pageSize), total, page: current, pageSize, totalPages: totalPages(total, pageSize) };
}
