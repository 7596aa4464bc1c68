import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import type { Cart, PricedCart } from '@otech/domain';
import { currentUserAtom } from '../../app/session.ts';
import { pricedCartQuery } from './queries.ts';

/** The signed-in customer's cart at today's prices, once loaded; asked again after each change of the cart. */
export function usePricedCart(cart: Pick<Cart, 'updatedAt'> | null): PricedCart | undefined {
  const user = useAtomValue(currentUserAtom);
  const query = useQuery({ ...pricedCartQuery(user?.id ?? '', cart?.updatedAt ?? ''), enabled: user !== null && cart !== null });
  return query.data;
}
