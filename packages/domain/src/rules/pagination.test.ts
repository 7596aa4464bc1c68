import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE, clampPage, paginate, showsPaginator, totalPages } from './pagination.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('totalPages (spec 1 §9: 12 per page)', () => {
  it('counts whole pages around the 12 threshold', () => {
    expect(totalPages(0, CATALOGUE_PAGE_SIZE)).toBe(0);
    expect(totalPages(1, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
    expect(totalPages(40000, 12)).toBe(3334);
  });
});

describe('clampPage', () => {
  it('keeps a page that exists', () => {
    expect(clampPage(2, 30, 12)).toBe(2);
    expect(clampPage(3, 30, 12)).toBe(3);
  });

  it('brings a page past the end back to the last page', () => {
    expect(clampPage(4, 30, 12)).toBe(3);
    expect(clampPage(99, 13, 12)).toBe(2);
  });

  it('gives page 1 below 1, for not a number, and for an empty list', () => {
    expect(clampPage(0, 30, 12)).toBe(1);
    expect(clampPage(-2, 30, 12)).toBe(1);
    expect(clampPage(Number.NaN, 30, 12)).toBe(1);
    expect(clampPage(3, 0, 12)).toBe(1);
  });
});

describe('paginate (spec 2 §3.7: items, total, page, pageSize, totalPages)', () => {
  it('cuts one page', () => {
    expect(paginate(range(30), 3, 12)).toEqual({ items: range(30).slice(24), total: 30, page: 3, pageSize: 12, totalPages: 3 });
  });

  it('serves the last page for a page past the end', () => {
    const page = paginate(range(13), 5, 12);
    expect(page.page).toBe(2);
    expect(page.items).toEqual([13]);
  });

  it('gives an empty first page for an empty list', () => {
    expect(paginate([], 1, 8)).toEqual({ items: [], total: 0, page: 1, pageSize: 8, totalPages: 0 });
  });
});

describe('showsPaginator (spec 2 §2.3: when the total exceeds the page size)', () => {
  it('hides at the page size and shows one above', () => {
    expect(showsPaginator(10, 10)).toBe(false);
    expect(showsPaginator(11, 10)).toBe(true);
    expect(showsPaginator(0, 10)).toBe(false);
  });
});
