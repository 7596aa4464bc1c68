import type { UseQueryResult } from '@tanstack/react-query';
import type { AsyncState } from '@otech/ui';

/**
 * A query as the ui's one async-state contract: data first (a refetch keeps showing it), then the
 * error with the screen's French message, else loading.
 */
export function asyncStateOf<T>(query: Pick<UseQueryResult<T>, 'data' | 'isError'>, errorMessage: string): AsyncState<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'error', message: errorMessage };
  return { status: 'loading' };
}
