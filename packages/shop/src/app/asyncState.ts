import type { UseQueryResult } from '@tanstack/react-query';
import type { AsyncState } from '@otech/ui';

/**
 * A query as the ui's one async-state contract sees it. Data already there (from the cache, local
 * storage or before a failed background refresh) is shown; a load that failed with nothing to show
 * is an error with the screen's French message, never an empty list.
 */
export function toAsyncState<T>(query: Pick<UseQueryResult<T>, 'data' | 'error'>, errorMessage: string): AsyncState<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.error) return { status: 'error', message: errorMessage };
  return { status: 'loading' };
}

/** The same state with its data reshaped for a screen (a cart's lines, a page's products). */
export function mapAsyncState<T, U>(state: AsyncState<T>, shape: (data: T) => U): AsyncState<U> {
  return state.status === 'ready' ? { status: 'ready', data: shape(state.data) } : state;
}
