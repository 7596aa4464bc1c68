import { useState, type ReactNode } from 'react';
import {
  formatLongDate,
  FRENCH,
  offerTotalsCents,
  QuoteMessageInputSchema,
  quoteAnswerRefusal,
  quoteExpiredMessage,
  quoteTitle,
  type QuoteAnswer,
  type QuoteRequest,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { DocumentTotalsList } from '../../pricing/DocumentTotalsList/DocumentTotalsList.tsx';
import * as s from './QuoteAnswerPanel.css.ts';

export interface QuoteAnswerPanelProps {
  /** The quote with the version sent (amounts HT, contribution, TVA, TTC) and its validity. */
  quote: QuoteRequest;
  /** The customer's day, `YYYY-MM-DD`: a quote valid until before it has expired. */
  today: string;
  /** An answer sent: "change" or "refuse" and the customer's text, trimmed and checked (domain `QuoteMessageInputSchema`: it becomes a message of the thread). */
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

/** "Demander une modification" or "Refuser le devis", opened: the text is required. */
function AnswerForm({ answer, title, onAnswer, answering, answerError }: { answer: QuoteAnswer; title: string } & Pick<QuoteAnswerPanelProps, 'onAnswer' | 'answering' | 'answerError'>) {
  const form = useSchemaForm(QuoteMessageInputSchema, { text: '' }, FRENCH);
  return (
    <form className={s.answer} aria-label={`${ANSWERS[answer].open} : ${title}`} noValidate onSubmit={form.handleSubmit(({ text }) => onAnswer(answer, text))}>
      <FormTextField control={form.control} name="text" label={ANSWERS[answer].field} multiline isRequired />
      <SubmitButton control={form.control} variant={answer === 'refuse' ? 'danger' : 'primary'} pending={answering !== undefined} pendingLabel="Envoi...">
        {ANSWERS[answer].submit}
      </SubmitButton>
      {answerError && (
        <p role="alert" className={s.error}>
          {answerError}
        </p>
      )}
    </form>
  );
}

/** On the customer's quote card (issue 22): the amounts sent, the validity, ask a change or refuse, and the thread. */
export function QuoteAnswerPanel({ quote, today, onAnswer, answering, answerError, threadOpen, onToggleThread, thread }: QuoteAnswerPanelProps) {
  const [open, setOpen] = useState<QuoteAnswer | undefined>(undefined);
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
      {open && offered.includes(open) && <AnswerForm key={open} answer={open} title={title} onAnswer={onAnswer} answering={answering} answerError={answerError} />}
      <div>
        <Button variant="text" size="small" onPress={onToggleThread} aria-expanded={threadOpen}>
          {threadOpen ? 'Masquer les échanges' : 'Échanges et versions'}
        </Button>
      </div>
      {threadOpen && thread}
    </div>
  );
}
