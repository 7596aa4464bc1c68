import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOAD_ERRORS, type Cart } from '@otech/domain';
import { toAsyncState } from '../../app/asyncState.ts';
import { currentUserAtom, isSignedInAtom } from '../../app/session.ts';
import * as cartApi from './api.ts';
import { cartCacheAtom } from './cartCache.ts';
import { cartKeys, cartQuery } from './queries.ts';

const NO_USER = '';

/** The signed-in customer's cart: the server's copy, mirrored under `cart_{userId}`. */
export function useCart() {
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(currentUserAtom);
  const [cached, setCached] = useAtom(cartCacheAtom(user?.id ?? NO_USER));
  const query = useQuery({
    ...cartQuery(user?.id ?? NO_USER),
    enabled: signedIn,
    placeholderData: cached ?? undefined,
  });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setCached(query.data);
  }, [query.data, query.isPlaceholderData, setCached]);
  return {
    cart: user ? (query.data ?? null) : null,
    state: toAsyncState(query, LOAD_ERRORS.cart),
    retry: () => void query.refetch(),
  };
}

/** Cart writes: each answers the new cart, which replaces the cached one. */
export function useCartActions() {
  const user = useAtomValue(currentUserAtom);
  const [, setCached] = useAtom(cartCacheAtom(user?.id ?? NO_USER));
  const queryClient = useQueryClient();
  const onSuccess = (cart: Cart) => {
    queryClient.setQueryData(cartKeys.ofUser(user?.id ?? NO_USER), cart);
    setCached(cart);
  };
  return {
    add: useMutation({
      mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
        cartApi.addCartItem(productId, quantity),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number }) =>
        cartApi.updateCartItem(itemId, quantity),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (itemId: string) => cartApi.removeCartItem(itemId), onSuccess }),
    clear: useMutation({ mutationFn: () => cartApi.clearCart(), onSuccess }),
  };
}
