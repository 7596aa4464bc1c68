import { OrderFormFactsSchema, OrderingSettingsSchema, PlacedOrderSchema, QuoteAcceptedSchema } from '@otech/domain';
import type { AcceptQuoteInput, PlacedOrder } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/* Ordering on account (issue 22): the setting, the order form's facts, placing an order. */

export function fetchOrderingSettings(signal?: AbortSignal) {
  return apiRequest('/ordering', OrderingSettingsSchema, { signal });
}

export function fetchOrderFormFacts(signal?: AbortSignal) {
  return apiRequest('/account/order-form', OrderFormFactsSchema, { signal });
}

/** "Commander" from the cart, where online ordering is open. */
export function orderFromCart(body: AcceptQuoteInput) {
  return apiRequest('/account/orders', PlacedOrderSchema, { method: 'POST', body });
}

/** Accepting a sent quote: the order at the quote's prices. */
export async function orderFromQuote(quoteId: string, body: AcceptQuoteInput): Promise<PlacedOrder> {
  const accepted = await apiRequest(`/account/quotes/${encodeURIComponent(quoteId)}/accept`, QuoteAcceptedSchema, { method: 'POST', body });
  return accepted.order;
}
