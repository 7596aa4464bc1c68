import type { AsyncState } from '@otech/ui';

/**
 * A query as the ui's one async-state contract sees it: its data once there, else the spec's
 * French load error when it failed, else loading. A failed load is never an empty list.
 */
export function asyncStateOf<T>(query: { data: T | undefined; isError: boolean }, errorMessage: string): AsyncState<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  return query.isError ? { status: 'error', message: errorMessage } : { status: 'loading' };
}
