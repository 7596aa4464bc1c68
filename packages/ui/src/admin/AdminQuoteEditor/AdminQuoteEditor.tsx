import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  canSendQuote,
  draftLineOf,
  formatDateTime,
  formatEuros,
  freeDraftLine,
  offerTotalsCents,
  QUOTE_OFFER_MESSAGES,
  quoteStatusDisplay,
  quoteTitle,
  readDraftLine,
  type FieldIssue,
  type QuoteDraftLine,
  type QuoteEditor,
  type QuoteOfferInput,
  type QuoteOfferLine,
  type QuoteProductChoice,
} from '@otech/domain';
import { SearchX } from 'lucide-react';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { QuoteThread } from '../../account/QuoteThread/QuoteThread.tsx';
import { DocumentTotalsList } from '../../pricing/DocumentTotalsList/DocumentTotalsList.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { FactList } from '../FactList/FactList.tsx';
import { QuoteLinesEditor } from './QuoteLinesEditor.tsx';
import * as s from './AdminQuoteEditor.css.ts';

export interface AdminQuoteEditorProps extends AdminToolbarProps {
  /** The request as opened, or null when no request has this id. */
  editor: AsyncState<QuoteEditor | null>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Products found for the last search, at the customer's price HT; undefined before any search. */
  productChoices: readonly QuoteProductChoice[] | undefined;
  /** The product search text, on Enter. */
  onSearchProducts: (text: string) => void;
  /** "Envoyer le devis", confirmed: the offer with the version staff opened (`basedOn`). */
  onSend: (offer: QuoteOfferInput) => void;
  /** While the message or answer is being sent: its button waits. */
  sending?: boolean;
  /** Why the send failed, in French: "Ce devis a été modifié par …". */
  sendError?: string | undefined;
  /** A message to the customer sent from the thread, without a new version. */
  onSendMessage: (text: string) => void;
  /** While that message is being sent: its button waits. */
  sendingMessage?: boolean;
  /** The French message of a refused message, kept under the field; undefined when none. */
  messageError?: string | undefined;
  /** A version's PDF asked for: called with its number (1, 2, …). */
  onDownloadVersion: (version: number) => void;
  /** The quote's "Historique" (issue 23: its audit entries), shown under the editor once it is loaded. */
  timeline?: ReactNode;
}

type Loaded = Omit<AdminQuoteEditorProps, keyof AdminToolbarProps | 'editor' | 'onRetry' | 'timeline'> & { opened: QuoteEditor };

/** Every line read, or the issues of the lines that do not read, by key. */
function readLines(lines: readonly QuoteDraftLine[]): { read: QuoteOfferLine[]; issues: Record<string, FieldIssue[]> } {
  const read: QuoteOfferLine[] = [];
  const issues: Record<string, FieldIssue[]> = {};
  for (const line of lines) {
    const result = readDraftLine(line);
    if (result.ok) read.push(result.line);
    else issues[line.key] = result.issues;
  }
  return { read, issues };
}

function CustomerCard({ opened }: { opened: QuoteEditor }) {
  const { customer, terms } = opened;
  return (
    <Card title="Client">
      <FactList
        facts={[
          ['Société', customer.company || `Client n° ${customer.id}`],
          ['Contact', [customer.name, customer.email].filter(Boolean).join(' · ') || '—'],
          ['Liste de prix', terms?.priceListName ?? '—'],
          ['Paiement', terms ? `${terms.paymentTerms} jours` : '—'],
          ['Crédit', terms?.creditText ?? '—'],
        ]}
      />
    </Card>
  );
}

function EditorForm({ opened, productChoices, onSearchProducts, onSend, sending = false, sendError, onSendMessage, sendingMessage, messageError, onDownloadVersion }: Loaded) {
  const [lines, setLines] = useState(() => opened.draft.lines.map((line, index) => draftLineOf(line, `l${index}`)));
  const [nextKey, setNextKey] = useState(opened.draft.lines.length);
  const [validUntil, setValidUntil] = useState(opened.draft.validUntil);
  const [message, setMessage] = useState(opened.draft.message ?? '');
  const [shownIssues, setShownIssues] = useState<Record<string, FieldIssue[]>>({});
  const [confirming, setConfirming] = useState(false);
  const { read, issues } = readLines(lines);
  const editable = canSendQuote(opened.quote);
  const add = (line: QuoteDraftLine) => {
    setLines([...lines, line]);
    setNextKey(nextKey + 1);
  };
  const trySend = () => {
    setShownIssues(issues);
    if (Object.keys(issues).length === 0 && read.length > 0) setConfirming(true);
  };
  return (
    <>
      <div className={s.columns}>
        <CustomerCard opened={opened} />
        <Card title="Demande">
          <FactList facts={[['Reçue le', formatDateTime(opened.quote.createdAt)], ['Version envoyée', opened.quote.offer ? String(opened.quote.offer.version) : 'aucune']]} />
          <div>
            <StatusBadge status={quoteStatusDisplay(opened.quote.status)} />
          </div>
        </Card>
      </div>
      <Card title="Lignes du devis">
        {editable ? (
          <QuoteLinesEditor
            lines={lines}
            issues={shownIssues}
            onChange={setLines}
            productChoices={productChoices}
            onSearchProducts={onSearchProducts}
            onAddProduct={(line) => add(draftLineOf(line, `l${nextKey}`))}
            onAddFreeLine={() => add(freeDraftLine(`l${nextKey}`))}
          />
        ) : (
          <p>{QUOTE_OFFER_MESSAGES.notAnswerable}.</p>
        )}
      </Card>
      <div className={s.footer}>
        <Card title="Envoi">
          <TextField label="Valable jusqu’au" type="date" value={validUntil} onChange={setValidUntil} isDisabled={!editable} />
          <TextField label="Message au client" multiline value={message} onChange={setMessage} maxLength={5000} isDisabled={!editable} />
          {editable && (
            <div className={s.actions}>
              <Button onPress={trySend} isDisabled={sending}>
                {sending ? 'Envoi...' : 'Envoyer le devis'}
              </Button>
              {read.length === 0 && <p className={s.error}>{QUOTE_OFFER_MESSAGES.noLine}</p>}
              {sendError && (
                <p role="alert" className={s.error}>
                  {sendError}
                </p>
              )}
            </div>
          )}
        </Card>
        <Card title="Totaux">
          <DocumentTotalsList totals={offerTotalsCents(read)} />
        </Card>
      </div>
      <Card title="Échanges avec le client">
        <QuoteThread
          messages={opened.thread.messages}
          versions={opened.thread.versions}
          viewer="staff"
          onSend={onSendMessage}
          sending={sendingMessage ?? false}
          sendError={messageError}
          onDownloadVersion={onDownloadVersion}
        />
      </Card>
      <ConfirmDialog
        title="Envoyer le devis"
        message={`Envoyer ce devis de ${formatEuros(offerTotalsCents(read).totalTTCCents / 100)} TTC à ${opened.customer.email || 'ce client'} ?`}
        confirmLabel="Envoyer le devis"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSend({ lines: read, validUntil, ...(message.trim() ? { message: message.trim() } : {}), basedOn: opened.quote.updatedAt });
        }}
      />
    </>
  );
}

/** /admin/devis/{id}: staff price a quote request at the customer's prices and send it (issue 22). */
export function AdminQuoteEditor({ editor, onRetry, productChoices, onSearchProducts, onSend, sending, sendError, onSendMessage, sendingMessage, messageError, onDownloadVersion, timeline, ...toolbar }: AdminQuoteEditorProps) {
  const title = editor.status === 'ready' && editor.data ? quoteTitle(editor.data.quote) : 'Devis';
  return (
    <AdminLayout title={title} {...toolbar}>
      <div>
        <LinkButton href="/admin/devis" variant="secondary" size="small">
          Retour aux demandes de devis
        </LinkButton>
      </div>
      <AsyncContent
        state={editor}
        onRetry={onRetry}
        loadingLabel="Chargement du devis..."
        isEmpty={(found) => found === null}
        empty={<EmptyState icon={SearchX} title="Demande de devis introuvable" message="Aucune demande de devis ne porte cet identifiant." />}
      >
        {(found) =>
          found && (
            <>
              {/* A new version opened (after a send or a reload) starts the form again from its draft. */}
              <EditorForm
                key={found.quote.updatedAt}
                opened={found}
                productChoices={productChoices}
                onSearchProducts={onSearchProducts}
                onSend={onSend}
                sending={sending}
                sendError={sendError}
                onSendMessage={onSendMessage}
                sendingMessage={sendingMessage}
                messageError={messageError}
                onDownloadVersion={onDownloadVersion}
              />
              {timeline}
            </>
          )
        }
      </AsyncContent>
    </AdminLayout>
  );
}
