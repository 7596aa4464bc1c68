import type { ReactNode } from 'react';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '../queryClient.ts';

/** One query client for every island of the page, holding what the server fetched for it. */
export function islandQueries(queries: DehydratedState): (island: ReactNode) => ReactNode {
  const queryClient = createQueryClient();
  hydrate(queryClient, queries);
  return (island) => <QueryClientProvider client={queryClient}>{island}</QueryClientProvider>;
}
