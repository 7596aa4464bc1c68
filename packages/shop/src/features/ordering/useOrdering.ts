import { useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptQuoteInput } from '@otech/domain';
import { currentUserAtom } from '../../app/session.ts';
import { cartKeys } from '../cart/index.ts';
import { dashboardKeys } from '../dashboard/index.ts';
import { quoteKeys } from '../quotes/index.ts';
import { orderFromCart, orderFromQuote } from './api.ts';
import { orderFormQuery, orderingKeys, orderingSettingsQuery } from './queries.ts';

/** Whether the cart's "Commander" orders (online ordering open); false until known, so the cart asks for a quote. */
export function useOnlineOrdering(): boolean {
  return useQuery(orderingSettingsQuery()).data?.onlineOrdering ?? false;
}

/** "Encours : 3 200 € sur 5 000 €" of the signed-in customer, once known. */
export function useCreditInUseText(): string | undefined {
  const userId = useAtomValue(currentUserAtom)?.id ?? '';
  return useQuery({ ...orderFormQuery(userId), enabled: userId !== '' }).data?.credit.text;
}

/** Places the order, from a quote when one is named, else from the cart; what it changed is read again. */
export function usePlaceOrder(quoteId: string | undefined) {
  const userId = useAtomValue(currentUserAtom)?.id ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptQuoteInput) => (quoteId ? orderFromQuote(quoteId, body) : orderFromCart(body)),
    onSuccess: () =>
      Promise.all([cartKeys.all, quoteKeys.ofUser(userId), dashboardKeys.all, orderingKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
