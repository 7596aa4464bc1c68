import { queryOptions } from '@tanstack/react-query';
import { fetchCart } from './api.ts';

/** Every cached query of the cart, under one key prefix; the cart is per signed-in user. */
export const cartKeys = {
  all: ['cart'] as const,
  ofUser: (userId: string) => [...cartKeys.all, userId] as const,
};

export const cartQuery = (userId: string) =>
  queryOptions({ queryKey: cartKeys.ofUser(userId), queryFn: ({ signal }) => fetchCart(signal) });
