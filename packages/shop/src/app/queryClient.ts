import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http.ts';

/**
 * One cache for the whole shop. Catalogue answers change rarely, so they stay fresh for a minute;
 * 4xx answers are final (a missing product stays missing), only network and 5xx failures are retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}
