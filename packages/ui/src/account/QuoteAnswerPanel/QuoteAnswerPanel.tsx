import { useState, type ReactNode } from 'react';
import { formatLongDate, offerTotalsCents, quoteAnswerRefusal, quoteExpiredMessage, quoteTitle, type QuoteAnswer, type QuoteRequest } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { DocumentTotalsList } from '../../pricing/DocumentTotalsList/DocumentTotalsList.tsx';
import * as s from './QuoteAnswerPanel.css.ts';

export interface QuoteAnswerPanelProps {
  /** The quote with the version sent (amounts HT, contribution, TVA, TTC) and its validity. */
  quote: QuoteRequest;
  /** The customer's day, `YYYY-MM-DD`: a quote valid until before it has expired. */
  today: string;
  /** An answer sent: "change" or "refuse" and the customer's text. */
  onAnswer: (answer: QuoteAnswer, text: string) => void;
  /** The answer being stored. */
  answering?: QuoteAnswer | undefined;
  /** Why the last answer was refused, in French. */
  answerError?: string | undefined;
  /** Whether the thread below is shown; the shop loads it only then. */
  threadOpen: boolean;
  /** Shows or hides the thread of messages. */
  onToggleThread: () => void;
  /** The thread (QuoteThread) once open. */
  thread?: ReactNode;
}

const ANSWERS: Record<QuoteAnswer, { open: string; field: string; submit: string }> = {
  change: { open: 'Demander une modification', field: 'Ce que vous souhaitez changer', submit: 'Envoyer la demande' },
  refuse: { open: 'Refuser le devis', field: 'Motif du refus', submit: 'Confirmer le refus' },
};

/** On the customer's quote card (issue 22): the amounts sent, the validity, ask a change or refuse, and the thread. */
export function QuoteAnswerPanel({ quote, today, onAnswer, answering, answerError, threadOpen, onToggleThread, thread }: QuoteAnswerPanelProps) {
  const [open, setOpen] = useState<QuoteAnswer | undefined>(undefined);
  const [text, setText] = useState('');
  const expired = quoteExpiredMessage(quote, today);
  const title = quoteTitle(quote);
  const offered = (['change', 'refuse'] as const).filter((answer) => quoteAnswerRefusal(quote, answer) === undefined);
  return (
    <div className={s.panel}>
      {quote.offer && (
        <div className={s.offer}>
          <DocumentTotalsList totals={offerTotalsCents(quote.offer.lines)} />
          <p className={s.validity}>
            Version {quote.offer.version} · valable jusqu’au {formatLongDate(`${quote.offer.validUntil}T12:00:00Z`)}
          </p>
          {expired && (
            <p className={s.expired} role="status">
              {expired}
            </p>
          )}
        </div>
      )}
      {offered.length > 0 && (
        <div className={s.actions}>
          {offered.map((answer) => (
            <Button key={answer} variant={answer === 'refuse' ? 'danger' : 'secondary'} onPress={() => setOpen(open === answer ? undefined : answer)}>
              {ANSWERS[answer].open}
            </Button>
          ))}
        </div>
      )}
      {open && offered.includes(open) && (
        <form
          className={s.answer}
          aria-label={`${ANSWERS[open].open} : ${title}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) onAnswer(open, text);
          }}
        >
          <TextField label={ANSWERS[open].field} multiline isRequired value={text} onChange={setText} maxLength={5000} />
          <Button type="submit" variant={open === 'refuse' ? 'danger' : 'primary'} isDisabled={answering !== undefined || text.trim() === ''}>
            {answering === open ? 'Envoi...' : ANSWERS[open].submit}
          </Button>
          {answerError && (
            <p role="alert" className={s.error}>
              {answerError}
            </p>
          )}
        </form>
      )}
      <div>
        <Button variant="text" size="small" onPress={onToggleThread} aria-expanded={threadOpen}>
          {threadOpen ? 'Masquer les échanges' : 'Échanges et versions'}
        </Button>
      </div>
      {threadOpen && thread}
    </div>
  );
}
