import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http.ts';
import { createQueryClient } from './queryClient.ts';

/** Starts a load through the shop's client with a query that always fails: its calls and its state, as they go. */
function failingLoad(failure: () => Error) {
  const load = { calls: 0, failed: false };
  const observer = new QueryObserver(createQueryClient(), {
    queryKey: ['failing'],
    queryFn: () => {
      load.calls += 1;
      return Promise.reject(failure());
    },
  });
  observer.subscribe((result: QueryObserverResult) => {
    if (result.status === 'error') load.failed = true;
  });
  return load;
}

// The clock is the test's: the retry's delay is read on it, never on a machine that may be busy.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a failed load (issue 27: it showed nothing for seconds while retrying)', () => {
  it('is tried again once, 300 ms later, then shows its error', async () => {
    const load = failingLoad(() => new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(299);
    expect(load).toEqual({ calls: 1, failed: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toEqual({ calls: 2, failed: true });
  });

  it('is not tried again on a 4xx answer', async () => {
    const load = failingLoad(() => new ApiError(404, 'Produit introuvable'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toEqual({ calls: 1, failed: true });
  });
});
