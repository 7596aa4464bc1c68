import { describe, expect, it } from 'vitest';
import { nextListParams, pageParam } from './useListUrl.ts';

describe('a staff list in the URL', () => {
  it('goes back to page 1 when a filter or the sort changes, and keeps the others', () => {
    const next = nextListParams(new URLSearchParams('type=client&page=4&tri=-at'), { par: 'staff-2' });
    expect(next.toString()).toBe('type=client&tri=-at&par=staff-2');
  });

  it('keeps the filters when only the page changes, and removes emptied values', () => {
    expect(nextListParams(new URLSearchParams('type=client&page=4'), { page: '5' }).toString()).toBe('type=client&page=5');
    expect(nextListParams(new URLSearchParams('type=client&du=2027-01-01'), { du: undefined }).toString()).toBe('type=client');
  });

  it('reads a page from 1, anything else as 1', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    expect(pageParam(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=abc'))).toBe(1);
  });
});
