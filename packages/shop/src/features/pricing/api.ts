import { CustomerPricesSchema, PricedCartSchema } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

// The signed-in customer's own prices (issue 21). Never part of a page drawn for everyone: they are
// asked for by the customer's browser, with the session's token, once the page is there.

/** The customer's unit prices HT and breaks of the products shown (100 at most). */
export function fetchCustomerPrices(productIds: readonly string[], signal?: AbortSignal) {
  return apiRequest('/prices', CustomerPricesSchema, { signal, query: { ids: productIds.join(',') } });
}

/** The customer's cart at today's prices, each changed price said, and its totals. */
export function fetchPricedCart(signal?: AbortSignal) {
  return apiRequest('/cart/priced', PricedCartSchema, { signal });
}
