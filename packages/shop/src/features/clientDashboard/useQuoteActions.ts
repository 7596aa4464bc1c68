import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_DASHBOARD_SNACKBARS } from '@otech/domain';
import type { QuoteAction } from '@otech/ui';
import { notify } from '../../app/snackbar.ts';
import { cartKeys } from '../cart/index.ts';
import { useQuoteRequests } from '../quotes/index.ts';
import { downloadQuote, duplicateQuote } from './api.ts';
import { downloadQuoteVersion } from './quoteThreadApi.ts';

/** Mes Devis: the list, and what a quote offers (cancel, accept, download, duplicate), with their messages. */
export function useQuoteActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const quotes = useQuoteRequests();

  // A sent quote's "Télécharger" saves its latest version under that version's name (devis_…_vN.pdf).
  const sentVersionOf = (id: string) => (quotes.quoteRequests.status === 'ready' ? quotes.quoteRequests.data.find((quote) => quote.id === id)?.offer?.version : undefined);
  const download = useMutation({
    mutationFn: (id: string) => {
      const version = sentVersionOf(id);
      return version ? downloadQuoteVersion(id, version) : downloadQuote(id);
    },
    onSuccess: () => notify(CLIENT_DASHBOARD_SNACKBARS.quoteDownloaded),
    onError: () => notify(CLIENT_DASHBOARD_SNACKBARS.quoteDownloadFailed),
  });
  const duplicate = useMutation({
    mutationFn: duplicateQuote,
    onSuccess: () => {
      notify(CLIENT_DASHBOARD_SNACKBARS.quoteDuplicated);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: () => notify(CLIENT_DASHBOARD_SNACKBARS.quoteDuplicateFailed),
  });
  const cancel = (id: string) =>
    quotes.cancel.mutate(id, {
      onSuccess: () => notify(CLIENT_DASHBOARD_SNACKBARS.quoteCancelled),
      onError: () => notify(CLIENT_DASHBOARD_SNACKBARS.quoteCancelFailed),
    });

  const running: [QuoteAction, { isPending: boolean; variables: string | undefined }][] = [
    ['cancel', quotes.cancel],
    ['download', download],
    ['duplicate', duplicate],
  ];
  const under = running.find(([, mutation]) => mutation.isPending && mutation.variables !== undefined);
  const pending = under ? { id: under[1].variables ?? '', action: under[0] } : undefined;

  return {
    state: quotes.quoteRequests,
    retry: quotes.retry,
    cancel,
    // Accepting asks where, when and under which reference (issue 22): the order form, at the quote's prices.
    accept: (id: string) => navigate(`/commander?devis=${encodeURIComponent(id)}`),
    download: (id: string) => download.mutate(id),
    duplicate: (id: string) => duplicate.mutate(id),
    pending,
  };
}
