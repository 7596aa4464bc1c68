// The quote requests' public face: the list of the dashboards, the cart's request, and the cache
// sign-out clears.
export { useQuoteRequests } from './useQuoteRequests.ts';
export { useRequestQuote } from './useRequestQuote.ts';
export { quoteKeys } from './queries.ts';
export { quoteRequestsCacheAtom } from './quoteRequestsCache.ts';
