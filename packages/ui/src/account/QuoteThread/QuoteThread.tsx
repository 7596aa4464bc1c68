import { useState } from 'react';
import { formatLongDate, formatDateTime, formatEuros, FRENCH, QuoteMessageInputSchema, quoteMessageLabel, type QuoteMessage, type QuoteVersion } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import * as s from './QuoteThread.css.ts';

export interface QuoteThreadProps {
  /** The thread, oldest first, the customer's request message first (domain `quoteThreadMessages`). */
  messages: readonly QuoteMessage[];
  /** The versions sent, newest first, each with its PDF. */
  versions: readonly QuoteVersion[];
  /** Whose screen it is: their own messages are named "Vous". */
  viewer: QuoteMessage['author'];
  /** Sends a message, trimmed and checked (domain `QuoteMessageInputSchema`); the field empties once it shows in `messages`. */
  onSend?: ((text: string) => void) | undefined;
  /** While the message or answer is being sent: its button waits. */
  sending?: boolean;
  /** Why the last message was refused, in French. */
  sendError?: string | undefined;
  /** A version's PDF asked for: called with its number (1, 2, …). */
  onDownloadVersion: (version: number) => void;
}

function MessageItem({ message, viewer }: { message: QuoteMessage; viewer: QuoteMessage['author'] }) {
  const label = quoteMessageLabel(message);
  const who = message.author === viewer ? 'Vous' : message.author === 'staff' ? `OTECH (${message.authorName})` : message.authorName;
  return (
    <li className={message.author === 'staff' ? s.fromStaff : s.fromCustomer} aria-label={`Message de ${who}`}>
      <p className={s.meta}>
        {who} · {formatDateTime(message.createdAt)}
        {label && ` · ${label}`}
      </p>
      <p className={s.text}>{message.text}</p>
    </li>
  );
}

/** "Écrire un message": the field empties once the thread holds the message sent. */
function MessageForm({ messageCount, onSend, sending, sendError }: { messageCount: number; onSend: (text: string) => void; sending: boolean; sendError: string | undefined }) {
  const form = useSchemaForm(QuoteMessageInputSchema, { text: '' }, FRENCH);
  // How many messages there were when the text was sent: it empties once the thread has more.
  const [sentAt, setSentAt] = useState<number | null>(null);
  if (sentAt !== null && (messageCount > sentAt || sendError)) {
    setSentAt(null);
    if (!sendError) form.reset();
  }
  return (
    <form
      className={s.form}
      aria-label="Écrire un message"
      noValidate
      onSubmit={form.handleSubmit(({ text }) => {
        setSentAt(messageCount);
        onSend(text);
      })}
    >
      <FormTextField control={form.control} name="text" label="Votre message" multiline />
      <SubmitButton control={form.control} variant="secondary" pending={sending} pendingLabel="Envoi...">
        Envoyer le message
      </SubmitButton>
      {sendError && (
        <p role="alert" className={s.error}>
          {sendError}
        </p>
      )}
    </form>
  );
}

/** A quote's thread (issue 22): the messages of both sides and the versions sent, each downloadable. */
export function QuoteThread({ messages, versions, viewer, onSend, sending = false, sendError, onDownloadVersion }: QuoteThreadProps) {
  return (
    <section className={s.thread} aria-label="Échanges sur le devis">
      {versions.length > 0 && (
        <>
          <h3 className={s.heading}>Versions envoyées</h3>
          <ul className={s.versions}>
            {versions.map((version) => (
              <li key={version.version} className={s.version}>
                <span>
                  Version {version.version} du {formatLongDate(version.sentAt)} · valable jusqu’au {formatLongDate(version.validUntil)} · {formatEuros(version.totalTTC)} TTC
                </span>
                <Button variant="text" size="small" onPress={() => onDownloadVersion(version.version)}>
                  Télécharger la version {version.version} (PDF)
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={s.heading}>Messages</h3>
      {messages.length === 0 ? (
        <p className={s.meta}>Aucun message pour l’instant.</p>
      ) : (
        <ol className={s.messages}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} viewer={viewer} />
          ))}
        </ol>
      )}
      {onSend && <MessageForm messageCount={messages.length} onSend={onSend} sending={sending} sendError={sendError} />}
    </section>
  );
}
