import * as v from 'valibot';
import { CartSchema, QuoteRequestSchema } from '@otech/domain';
import { apiRequest } from './http.ts';

// The cart and the quote requests live on the server per user, so they follow the customer
// from one browser to another (issue #4); the token says whose they are.

export function fetchCart(token: string, signal?: AbortSignal) {
  return apiRequest('/cart', CartSchema, { token, signal });
}

export function addCartItem(token: string, productId: string, quantity: number) {
  return apiRequest('/cart/items', CartSchema, { method: 'POST', token, body: { productId, quantity } });
}

export function updateCartItem(token: string, itemId: string, quantity: number) {
  return apiRequest(`/cart/items/${encodeURIComponent(itemId)}`, CartSchema, {
    method: 'PATCH',
    token,
    body: { quantity },
  });
}

export function removeCartItem(token: string, itemId: string) {
  return apiRequest(`/cart/items/${encodeURIComponent(itemId)}`, CartSchema, { method: 'DELETE', token });
}

export function clearCart(token: string) {
  return apiRequest('/cart', CartSchema, { method: 'DELETE', token });
}

export function requestQuote(token: string) {
  return apiRequest('/quote-requests', QuoteRequestSchema, { method: 'POST', token, body: {} });
}

export function fetchQuoteRequests(token: string, signal?: AbortSignal) {
  return apiRequest('/quote-requests', v.array(QuoteRequestSchema), { token, signal });
}

export function cancelQuoteRequest(token: string, id: string) {
  return apiRequest(`/quote-requests/${encodeURIComponent(id)}/cancel`, QuoteRequestSchema, {
    method: 'POST',
    token,
  });
}
