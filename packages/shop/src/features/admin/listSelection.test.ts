import { describe, expect, it } from 'vitest';
import { listQueryKey, listSelection, selectedOn } from './listSelection.ts';

describe("a staff list's checked rows", () => {
  const page1 = listQueryKey({ request: { status: 'pending', sort: '-date' }, page: 1 });

  it('stay checked while the list shows the same query', () => {
    const selection = listSelection(page1, new Set(['ord-a', 'ord-b']));
    expect([...selectedOn(selection, listQueryKey({ request: { status: 'pending', sort: '-date' }, page: 1 }))]).toEqual(['ord-a', 'ord-b']);
  });

  it('are cleared when the filter, the sort or the page changes, so an action never hits rows no longer shown', () => {
    const selection = listSelection(page1, new Set(['ord-a']));
    for (const other of [
      { request: { status: 'shipped', sort: '-date' }, page: 1 },
      { request: { status: 'pending', sort: 'date' }, page: 1 },
      { request: { status: 'pending', sort: '-date' }, page: 2 },
    ]) {
      expect(selectedOn(selection, listQueryKey(other)).size).toBe(0);
    }
  });
});
