import { useAtomValue } from 'jotai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserAtom } from '../../app/session.ts';
import { cartKeys } from '../cart/index.ts';
import { requestQuote } from './api.ts';
import { quoteKeys } from './queries.ts';

/** The cart's "Demander un devis": the server turns the cart into a quote and empties it (spec 1 §4 "Cart"). */
export function useRequestQuote() {
  const userId = useAtomValue(currentUserAtom)?.id ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.ofUser(userId) });
      void queryClient.invalidateQueries({ queryKey: quoteKeys.ofUser(userId) });
    },
  });
}
