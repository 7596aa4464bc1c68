import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@otech/domain';
import * as cartApi from '../api/cart.ts';
import { authTokenAtom, currentUserAtom } from '../state/session.ts';
import { cartCacheAtom } from '../state/cartCache.ts';

const NO_USER = '';

/** The signed-in customer's cart: the server's copy, mirrored under `cart_{userId}`. */
export function useCart() {
  const token = useAtomValue(authTokenAtom);
  const user = useAtomValue(currentUserAtom);
  const [cached, setCached] = useAtom(cartCacheAtom(user?.id ?? NO_USER));
  const query = useQuery({
    queryKey: ['cart', user?.id],
    queryFn: ({ signal }) => cartApi.fetchCart(token ?? '', signal),
    enabled: token !== null && user !== null,
    placeholderData: cached ?? undefined,
  });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setCached(query.data);
  }, [query.data, query.isPlaceholderData, setCached]);
  return { cart: user ? (query.data ?? null) : null, isLoading: query.isLoading, error: query.error };
}

/** Cart writes: each answers the new cart, which replaces the cached one. */
export function useCartActions() {
  const token = useAtomValue(authTokenAtom) ?? '';
  const user = useAtomValue(currentUserAtom);
  const [, setCached] = useAtom(cartCacheAtom(user?.id ?? NO_USER));
  const queryClient = useQueryClient();
  const onSuccess = (cart: Cart) => {
    queryClient.setQueryData(['cart', user?.id], cart);
    setCached(cart);
  };
  return {
    add: useMutation({
      mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
        cartApi.addCartItem(token, productId, quantity),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number }) =>
        cartApi.updateCartItem(token, itemId, quantity),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (itemId: string) => cartApi.removeCartItem(token, itemId), onSuccess }),
    clear: useMutation({ mutationFn: () => cartApi.clearCart(token), onSuccess }),
    requestQuote: useMutation({
      mutationFn: () => cartApi.requestQuote(token),
      // The server empties the cart once it has become a quote (spec 1 §4 "Cart").
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: ['cart', user?.id] });
        void queryClient.invalidateQueries({ queryKey: ['quoteRequests', user?.id] });
      },
    }),
  };
}
