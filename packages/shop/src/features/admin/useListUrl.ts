import { useSearchParams } from 'react-router-dom';
import { readSort, sortParam, type ListSort } from '@otech/domain';

/**
 * The URL's changes for a staff list: each value set or removed (empty), and the page dropped unless
 * it is what changes, since a new filter or sort starts again at page 1.
 */
export function nextListParams(params: URLSearchParams, changes: Readonly<Record<string, string | undefined>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The page asked for in the URL: a whole number from 1, else 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A staff list's state in the URL (`?tri=-at&page=2&…`), so a filtered, sorted page can be shared and reloaded. */
export function useListUrl<Key extends string>(keys: readonly Key[], fallback: ListSort<Key>) {
  const [params, setParams] = useSearchParams();
  const change = (changes: Readonly<Record<string, string | undefined>>) => setParams(nextListParams(params, changes));
  const sort = readSort(params.get('tri'), keys, fallback);
  return {
    params,
    page: pageParam(params),
    sort,
    change,
    setPage: (page: number) => change({ page: page > 1 ? String(page) : undefined }),
    setSort: (next: ListSort) => change({ tri: sortParam(next) === sortParam(fallback) ? undefined : sortParam(next) }),
  };
}
