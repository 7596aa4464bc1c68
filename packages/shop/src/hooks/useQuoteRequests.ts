import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as cartApi from '../api/cart.ts';
import { authTokenAtom, currentUserAtom } from '../state/session.ts';
import { quoteRequestsCacheAtom } from '../state/quoteRequestsCache.ts';

export function useQuoteRequests() {
  const token = useAtomValue(authTokenAtom);
  const user = useAtomValue(currentUserAtom);
  const [cached, setCached] = useAtom(quoteRequestsCacheAtom);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['quoteRequests', user?.id],
    queryFn: ({ signal }) => cartApi.fetchQuoteRequests(token ?? '', signal),
    enabled: token !== null && user !== null,
    placeholderData: cached,
  });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setCached(query.data);
  }, [query.data, query.isPlaceholderData, setCached]);
  const cancel = useMutation({
    mutationFn: (id: string) => cartApi.cancelQuoteRequest(token ?? '', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quoteRequests', user?.id] }),
  });
  return { quoteRequests: query.data ?? [], isLoading: query.isLoading, error: query.error, retry: () => void query.refetch(), cancel };
}
