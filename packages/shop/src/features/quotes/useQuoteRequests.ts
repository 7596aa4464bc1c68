import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserAtom, isSignedInAtom } from '../../app/session.ts';
import { cancelQuoteRequest } from './api.ts';
import { quoteKeys, quoteRequestsQuery } from './queries.ts';
import { quoteRequestsCacheAtom } from './quoteRequestsCache.ts';

export function useQuoteRequests() {
  const signedIn = useAtomValue(isSignedInAtom);
  const userId = useAtomValue(currentUserAtom)?.id ?? '';
  const [cached, setCached] = useAtom(quoteRequestsCacheAtom);
  const queryClient = useQueryClient();
  const query = useQuery({ ...quoteRequestsQuery(userId), enabled: signedIn, placeholderData: cached });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setCached(query.data);
  }, [query.data, query.isPlaceholderData, setCached]);
  const cancel = useMutation({
    mutationFn: cancelQuoteRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.ofUser(userId) }),
  });
  return { quoteRequests: query.data ?? [], isLoading: query.isLoading, error: query.error, retry: () => void query.refetch(), cancel };
}
