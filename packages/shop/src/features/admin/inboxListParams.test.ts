import { describe, expect, it } from 'vitest';
import { inboxListSearch, readOutboxParams } from './inboxListParams.ts';

describe('inbox list state in the URL', () => {
  it('reads the search, status and page back from what it wrote', () => {
    const state = { filter: { search: 'durand', status: 'pending' as const }, page: 3 };
    const search = inboxListSearch(state);
    expect(search.toString()).toBe('search=durand&status=pending&page=3');
    expect(readOutboxParams(search)).toEqual(state);
  });

  it('leaves out empty values and page 1', () => {
    expect(inboxListSearch({ filter: { search: '' }, page: 1 }).toString()).toBe('');
  });

  it("shows every row on page 1 for another list's status or a bad page", () => {
    expect(readOutboxParams(new URLSearchParams('status=answered&page=-2'))).toEqual({ filter: { search: '' }, page: 1 });
    expect(readOutboxParams(new URLSearchParams('status=sent'))).toEqual({ filter: { search: '', status: 'sent' }, page: 1 });
  });
});
