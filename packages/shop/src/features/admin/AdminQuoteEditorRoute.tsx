import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { QUOTE_EDITOR_SNACKBARS, type QuoteOfferInput, type QuoteProductChoice } from '@otech/domain';
import { AdminQuoteEditor } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { downloadStaffQuoteVersion, searchQuoteProducts, sendQuote, writeStaffQuoteMessage } from './quoteEditorApi.ts';
import { RecordTimelineSection } from './RecordTimelineSection.tsx';
import { quoteEditorQuery, salesInboxKeys } from './salesInboxQueries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/devis/{id}: the staff quote editor and the quote's thread (issue 22). */
export function AdminQuoteEditorRoute() {
  const toolbar = useAdminToolbar();
  const id = useParams()['id'] ?? '';
  const queryClient = useQueryClient();
  const editor = useQuery(quoteEditorQuery(id));
  const [choices, setChoices] = useState<QuoteProductChoice[] | undefined>(undefined);
  // The request, its list row and the toolbar's counts all change with a send or a message.
  const refresh = () => queryClient.invalidateQueries({ queryKey: salesInboxKeys.all });
  const search = useMutation({ mutationFn: (text: string) => searchQuoteProducts(id, text), onSuccess: setChoices });
  const send = useMutation({
    mutationFn: (offer: QuoteOfferInput) => sendQuote(id, offer),
    onSuccess: ({ quote }) => {
      notify(QUOTE_EDITOR_SNACKBARS.sent(quote.offer?.version ?? 1));
      return refresh();
    },
  });
  const write = useMutation({ mutationFn: (text: string) => writeStaffQuoteMessage(id, text), onSuccess: refresh });
  const download = (version: number) => void downloadStaffQuoteVersion(id, version).catch(() => notify(QUOTE_EDITOR_SNACKBARS.downloadFailed));
  return (
    <AdminQuoteEditor
      {...toolbar}
      editor={toAsyncState(editor, 'Erreur lors du chargement du devis')}
      onRetry={() => void editor.refetch()}
      productChoices={choices}
      onSearchProducts={(text) => search.mutate(text)}
      onSend={(offer) => send.mutate(offer)}
      sending={send.isPending}
      sendError={send.error?.message}
      onSendMessage={(text) => write.mutate(text)}
      sendingMessage={write.isPending}
      messageError={write.error?.message}
      onDownloadVersion={download}
      timeline={<RecordTimelineSection recordPath={`/admin/quote-requests/${encodeURIComponent(id)}`} />}
    />
  );
}
