import { useState } from 'react';
import { formatLongDate, formatDateTime, formatEuros, quoteMessageLabel, type QuoteMessage, type QuoteVersion } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import * as s from './QuoteThread.css.ts';

export interface QuoteThreadProps {
  /** The thread, oldest first, the customer's request message first (domain `quoteThreadMessages`). */
  messages: readonly QuoteMessage[];
  /** The versions sent, newest first, each with its PDF. */
  versions: readonly QuoteVersion[];
  /** Whose screen it is: their own messages are named "Vous". */
  viewer: QuoteMessage['author'];
  /** Sends a message; the field empties once the message shows in `messages`. */
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

/** A quote's thread (issue 22): the messages of both sides and the versions sent, each downloadable. */
export function QuoteThread({ messages, versions, viewer, onSend, sending = false, sendError, onDownloadVersion }: QuoteThreadProps) {
  const [text, setText] = useState('');
  // How many messages there were when the field's text was sent: it empties once the thread has more.
  const [sentAt, setSentAt] = useState<number | null>(null);
  if (sentAt !== null && (messages.length > sentAt || sendError)) {
    setSentAt(null);
    if (!sendError) setText('');
  }
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
      {onSend && (
        <form
          className={s.form}
          aria-label="Écrire un message"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim() === '') return;
            setSentAt(messages.length);
            onSend(text);
          }}
        >
          <TextField label="Votre message" multiline value={text} onChange={setText} maxLength={5000} />
          <Button type="submit" variant="secondary" isDisabled={sending || text.trim() === ''}>
            {sending ? 'Envoi...' : 'Envoyer le message'}
          </Button>
          {sendError && (
            <p role="alert" className={s.error}>
              {sendError}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
