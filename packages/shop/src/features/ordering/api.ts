import * as v from 'valibot';
import { CreditInUseSchema } from '@otech/domain';
import type { AcceptQuoteInput } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

/* Ordering on account (issue 22): the setting, the order form's facts, placing an order. */

const OrderingSettingsSchema = v.object({ onlineOrdering: v.boolean() });

export function fetchOrderingSettings(signal?: AbortSignal) {
  return apiRequest('/ordering', OrderingSettingsSchema, { signal });
}

const OrderFormFactsSchema = v.object({
  onlineOrdering: v.boolean(),
  paymentTerms: v.number(),
  paymentTermsText: v.string(),
  credit: CreditInUseSchema,
});

export function fetchOrderFormFacts(signal?: AbortSignal) {
  return apiRequest('/account/order-form', OrderFormFactsSchema, { signal });
}

const PlacedOrderSchema = v.object({
  id: v.string(),
  orderNumber: v.string(),
  status: v.string(),
  statusLabel: v.string(),
  message: v.optional(v.string()),
  backOrders: v.array(v.object({ productId: v.string(), productName: v.string(), quantity: v.number(), text: v.string() })),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

/** "Commander" from the cart, where online ordering is open. */
export function orderFromCart(body: AcceptQuoteInput) {
  return apiRequest('/account/orders', PlacedOrderSchema, { method: 'POST', body });
}

/** Accepting a sent quote: the order at the quote's prices. */
export async function orderFromQuote(quoteId: string, body: AcceptQuoteInput): Promise<PlacedOrder> {
  const accepted = await apiRequest(`/account/quotes/${encodeURIComponent(quoteId)}/accept`, v.object({ order: PlacedOrderSchema }), { method: 'POST', body });
  return accepted.order;
}
