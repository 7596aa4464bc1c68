import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOAD_ERRORS } from '@otech/domain';
import { toAsyncState } from '../../app/asyncState.ts';
import { currentUserAtom, isSignedInAtom } from '../../app/session.ts';
import { cancelQuoteRequest } from './api.ts';
import { quoteKeys, quoteRequestsQuery } from './queries.ts';
import { quoteRequestsCacheAtom } from './quoteRequestsCache.ts';

export function useQuoteRequests() {
  const signedIn = useAtomValue(isSignedInAtom);
  const userId = useAtomValue(currentUserAtom)?.id ?? '';
  const [cached, setCached] = useAtom(quoteRequestsCacheAtom);
  const queryClient = useQueryClient();
  // No cached list is not an empty one: the screen waits for the server rather than say "Aucune".
  const placeholderData = cached.length > 0 ? cached : undefined;
  const query = useQuery({ ...quoteRequestsQuery(userId), enabled: signedIn, placeholderData });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setCached(query.data);
  }, [query.data, query.isPlaceholderData, setCached]);
  const cancel = useMutation({
    mutationFn: cancelQuoteRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.ofUser(userId) }),
  });
  return { quoteRequests: toAsyncState(query, LOAD_ERRORS.quotes), retry: () => void query.refetch(), cancel };
}
