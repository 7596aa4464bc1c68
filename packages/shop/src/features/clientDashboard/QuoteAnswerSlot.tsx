import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { CLIENT_DASHBOARD_SNACKBARS, isoDay, type QuoteAnswer, type QuoteRequest } from '@otech/domain';
import { QuoteAnswerPanel, QuoteThread } from '@otech/ui';
import { currentUserAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { quoteKeys } from '../quotes/index.ts';
import { answerQuote, downloadQuoteVersion, fetchQuoteThread, writeQuoteMessage } from './quoteThreadApi.ts';

/** A quote card's answer panel and thread, loaded when the customer opens it (issue 22). */
export function QuoteAnswerSlot({ quote }: { quote: QuoteRequest }) {
  const userId = useAtomValue(currentUserAtom)?.id ?? '';
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const threadKey = [...quoteKeys.ofUser(userId), quote.id, 'thread'];
  const thread = useQuery({ queryKey: threadKey, queryFn: ({ signal }) => fetchQuoteThread(quote.id, signal), enabled: open });
  // The card's status and the thread change together.
  const refresh = () => queryClient.invalidateQueries({ queryKey: quoteKeys.ofUser(userId) });
  const answer = useMutation({
    mutationFn: ({ kind, text }: { kind: QuoteAnswer; text: string }) => answerQuote(quote.id, kind, text),
    onSuccess: () => {
      setOpen(true);
      return refresh();
    },
  });
  const write = useMutation({ mutationFn: (text: string) => writeQuoteMessage(quote.id, text), onSuccess: refresh });
  return (
    <QuoteAnswerPanel
      quote={quote}
      today={isoDay(new Date())}
      onAnswer={(kind, text) => answer.mutate({ kind, text })}
      answering={answer.isPending ? answer.variables.kind : undefined}
      answerError={answer.error?.message}
      threadOpen={open}
      onToggleThread={() => setOpen(!open)}
      thread={
        thread.data ? (
          <QuoteThread
            messages={thread.data.messages}
            versions={thread.data.versions}
            viewer="customer"
            onSend={quote.status === 'cancelled' ? undefined : (text) => write.mutate(text)}
            sending={write.isPending}
            sendError={write.error?.message}
            onDownloadVersion={(version) => void downloadQuoteVersion(quote.id, version).catch(() => notify(CLIENT_DASHBOARD_SNACKBARS.quoteDownloadFailed))}
          />
        ) : (
          <p>{thread.isError ? 'Erreur lors du chargement des échanges' : 'Chargement des échanges...'}</p>
        )
      }
    />
  );
}
