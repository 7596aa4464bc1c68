/** Limits of what the catalogue-with-cart keeps in the browser (spec 2 §3.9 and §9). */
export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_HINTS_SHOWN = 3;
export const SESSION_METRICS_MAX = 10;
export const PRODUCT_INTERACTIONS_MAX = 100;
/** The catalogue-with-cart searches once typing has paused this long (spec 2 §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Records a search at the head of the history: blank searches are not kept, a search already
 * there (ignoring case) moves to the front, and only the 10 latest stay.
 */
export function addSearch(history: readonly string[], search: string): string[] {
  const term = search.trim();
  if (term === '') return [...history];
  const others = history.filter((entry) => entry.toLowerCase() !== term.toLowerCase());
  return [term, ...others].slice(0, SEARCH_HISTORY_MAX);
}

/** The recent searches offered as hints under the search field (spec 2 §2.5: up to 3). */
export function searchHints(history: readonly string[]): string[] {
  return history.slice(0, SEARCH_HINTS_SHOWN);
}

/** Appends an entry and keeps only the `max` latest, as session metrics and interactions are kept. */
export function appendKeepingLast<T>(entries: readonly T[], entry: T, max: number): T[] {
  return [...entries, entry].slice(-max);
}
