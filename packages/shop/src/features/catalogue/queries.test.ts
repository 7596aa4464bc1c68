import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { prefetchHdImages } from './queries.ts';

afterEach(() => vi.restoreAllMocks());

describe('the HD pictures a page loads with its data', () => {
  it('asks nothing for a page that found no product', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await prefetchHdImages(new QueryClient(), []);
    expect(fetch).not.toHaveBeenCalled();
  });
});
