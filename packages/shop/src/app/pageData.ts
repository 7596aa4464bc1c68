import type { QueryClient } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';

/** The query cache a route's loader fills: the request's own on the server, the shop's in the browser. */
export const queryClientContext = createContext<QueryClient>();

export type PageLoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/**
 * A public page's loader: it starts the page's queries as soon as its route matches. The server
 * waits for them, so the HTML it sends holds the data (handed on to the browser's cache); the
 * browser does not, so a navigation shows the page's own loading state at once instead of waiting
 * on the old page. `prefetchQuery` never throws: a failed query is the page's error state to show.
 */
export async function loadPageData(
  { context }: PageLoaderArgs,
  prefetch: (queryClient: QueryClient) => Promise<unknown>,
): Promise<null> {
  const started = prefetch(context.get(queryClientContext));
  if (import.meta.env.SSR) await started;
  return null;
}
