/**
 * The rows checked on a staff list, tied to the list's query (filter, search, sort, page) they were
 * checked on: a bulk action must only ever act on rows the member can see.
 */
export interface ListSelection {
  query: string;
  ids: ReadonlySet<string>;
}

/** The key of a list's query: equal queries give equal keys. */
export function listQueryKey(query: unknown): string {
  return JSON.stringify(query);
}

/** A selection on that query: none checked unless said. */
export function listSelection(query: string, ids: ReadonlySet<string> = new Set()): ListSelection {
  return { query, ids };
}

/** The rows still checked on the list's current query: none once the filter, sort or page changed. */
export function selectedOn(selection: ListSelection, query: string): ReadonlySet<string> {
  return selection.query === query ? selection.ids : new Set();
}
