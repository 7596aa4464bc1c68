import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import { createQueryClient } from './queryClient.ts';

/** Loads once through the shop's client with a query that always fails: how many calls, how long. */
async function failedLoad(failure: () => Error) {
  let calls = 0;
  const started = performance.now();
  const observer = new QueryObserver(createQueryClient(), {
    queryKey: ['failing'],
    queryFn: () => {
      calls += 1;
      return Promise.reject(failure());
    },
  });
  await new Promise<QueryObserverResult>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.status !== 'error') return;
      stop();
      resolve(result);
    });
  });
  return { calls, ms: performance.now() - started };
}

describe('a failed load (issue 27: it showed nothing for seconds while retrying)', () => {
  it('is tried again once, then shows its error within a second', async () => {
    const { calls, ms } = await failedLoad(() => new TypeError('Failed to fetch'));
    expect(calls).toBe(2);
    expect(ms).toBeLessThan(1000);
  });

  it('is not tried again on a 4xx answer', async () => {
    expect((await failedLoad(() => new ApiError(404, 'Produit introuvable'))).calls).toBe(1);
  });
});
