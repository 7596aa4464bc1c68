import * as v from 'valibot';
import { QuoteRequestSchema } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/** Turns the signed-in customer's server cart into a quote request; the server then empties the cart. */
export function requestQuote() {
  return apiRequest('/quote-requests', QuoteRequestSchema, { method: 'POST', body: {} });
}

export function fetchQuoteRequests(signal?: AbortSignal) {
  return apiRequest('/quote-requests', v.array(QuoteRequestSchema), { signal });
}

export function cancelQuoteRequest(id: string) {
  return apiRequest(`/quote-requests/${encodeURIComponent(id)}/cancel`, QuoteRequestSchema, { method: 'POST' });
}
