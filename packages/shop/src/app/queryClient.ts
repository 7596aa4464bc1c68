import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http.ts';

/** A failed load is tried again once, this soon: a blip passes, and a real failure shows at once. */
const RETRY_DELAY_MS = 300;

/**
 * One cache for the whole shop. Catalogue answers change rarely, so they stay fresh for a minute;
 * 4xx answers are final (a missing product stays missing), only network and 5xx failures are
 * retried, once: with react-query's two retries and growing delays, a failed load showed nothing
 * but a spinner for 3 s before its message and "Réessayer" (issue 27).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
        retryDelay: RETRY_DELAY_MS,
      },
    },
  });
}
