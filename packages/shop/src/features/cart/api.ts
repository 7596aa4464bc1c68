import { CartSchema } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

// The cart lives on the server per user, so it follows the customer from one browser to another
// (issue #4); the session's token says whose it is.

export function fetchCart(signal?: AbortSignal) {
  return apiRequest('/cart', CartSchema, { signal });
}

export function addCartItem(productId: string, quantity: number) {
  return apiRequest('/cart/items', CartSchema, { method: 'POST', body: { productId, quantity } });
}

export function updateCartItem(itemId: string, quantity: number) {
  return apiRequest(`/cart/items/${encodeURIComponent(itemId)}`, CartSchema, { method: 'PATCH', body: { quantity } });
}

export function removeCartItem(itemId: string) {
  return apiRequest(`/cart/items/${encodeURIComponent(itemId)}`, CartSchema, { method: 'DELETE' });
}

export function clearCart() {
  return apiRequest('/cart', CartSchema, { method: 'DELETE' });
}
