import { queryOptions } from '@tanstack/react-query';
import { fetchPricedCart } from './api.ts';

/** Every cached query of a customer's prices, under the customer's id: sign-out drops them with the user. */
export const pricingKeys = {
  all: ['pricing'] as const,
  ofUser: (userId: string) => [...pricingKeys.all, userId] as const,
  products: (userId: string, productIds: readonly string[]) => [...pricingKeys.ofUser(userId), 'products', productIds.join(',')] as const,
  /** A cart's prices follow its every change: keyed by when it was last changed. */
  cart: (userId: string, cartUpdatedAt: string) => [...pricingKeys.ofUser(userId), 'cart', cartUpdatedAt] as const,
};

export const pricedCartQuery = (userId: string, cartUpdatedAt: string) =>
  queryOptions({ queryKey: pricingKeys.cart(userId, cartUpdatedAt), queryFn: ({ signal }) => fetchPricedCart(signal) });
