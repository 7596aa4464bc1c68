import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  canAcceptQuote,
  canCancelQuote,
  formatDateTime,
  formatEuros,
  quoteItemCount,
  quoteStatusDisplay,
  quoteTitle,
  quoteTotalQuantity,
  type QuoteRequest,
} from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Spinner } from '../../base/Spinner/Spinner.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import * as styles from './QuoteRequestList.css.ts';
import { FileText } from 'lucide-react';

/** What is under way on one quote: its button shows progress and the others of that quote wait. */
export type QuoteAction = 'cancel' | 'accept' | 'download' | 'duplicate';

export type QuoteRequestListProps = {
  /** The customer's quote requests once loaded; a failed load shows its message with "Réessayer". */
  quotes: AsyncState<readonly QuoteRequest[]>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** The signed-in customer: only the owner of a pending quote may cancel it (spec 1 §4). */
  userId: string;
  /** "Annuler la demande", after its confirmation: the quote's id. */
  onCancel: (id: string) => void;
  /** "Accepter le devis" on an approved quote; absent, the button is not offered. */
  onAccept?: (id: string) => void;
  /** A quote's PDF asked for: its id; absent hides the button. */
  onDownload?: (id: string) => void;
  /** "Dupliquer": the quote's items back into the cart. */
  onDuplicate?: (id: string) => void;
  /** The quote and action being sent: that button waits; undefined when none. */
  pending?: { id: string; action: QuoteAction };
  /** Where the empty state's button goes. */
  catalogueHref: string;
  /** What the card shows under its products: the quote's answer panel and thread (issue 22). */
  renderAnswer?: ((quote: QuoteRequest) => ReactNode) | undefined;
};

/** "Mes Devis" of the client dashboard (spec 2 §2.2): the customer's quote requests. */
export function QuoteRequestList({ quotes, onRetry, userId, catalogueHref, ...actions }: QuoteRequestListProps) {
  return (
    <AsyncContent
      state={quotes}
      onRetry={onRetry}
      loadingLabel="Chargement des devis..."
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={FileText}
          title="Aucune demande de devis"
          message="Ajoutez des produits à votre panier puis demandez un devis."
          action={
            <LinkButton href={catalogueHref}>
              Parcourir le catalogue
            </LinkButton>
          }
        />
      }
    >
      {(list) => (
        <ul className={styles.list}>
          {list.map((quote) => (
            <li key={quote.id}>
              <QuoteRequestItem quote={quote} cancellable={canCancelQuote(quote, userId)} {...actions} />
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

type QuoteRequestItemProps = Pick<QuoteRequestListProps, 'onCancel' | 'onAccept' | 'onDownload' | 'onDuplicate' | 'pending' | 'renderAnswer'> & {
  quote: QuoteRequest;
  cancellable: boolean;
};

const PENDING_LABELS: Record<QuoteAction, string> = {
  cancel: 'Annulation...',
  accept: 'Acceptation...',
  download: 'Téléchargement...',
  duplicate: 'Duplication...',
};

function QuoteRequestItem({ quote, cancellable, onCancel, onAccept, onDownload, onDuplicate, pending, renderAnswer }: QuoteRequestItemProps) {
  const itemsId = useId();
  const itemRef = useRef<HTMLDivElement>(null);
  const cancelPressed = useRef(false);
  const cancelling = pending?.id === quote.id && pending.action === 'cancel';
  // "Annuler" is disabled while cancelling, then gone: the browser drops the focus of a disabled
  // button to <body> at its next frame, of a removed one at once. The keyboard stays on this quote
  // instead (WCAG 2.4.3), whose status badge then reads the new state: moved in the commit that
  // disables the button, before any frame, so focus is never on <body> in between.
  useLayoutEffect(() => {
    if (!cancelPressed.current) return;
    const item = itemRef.current;
    const active = item?.ownerDocument.activeElement;
    const dropped = !active || active === active.ownerDocument.body || (item?.contains(active) && active.matches(':disabled'));
    if (dropped) item?.focus();
    if (!cancellable) cancelPressed.current = false;
  }, [cancelling, cancellable]);
  const title = quoteTitle(quote);
  const facts = [
    { term: 'Date de création', value: formatDateTime(quote.createdAt) },
    { term: 'Articles', value: String(quoteItemCount(quote)) },
    { term: 'Quantité totale', value: String(quoteTotalQuantity(quote)) },
    ...(quote.estimatedTotal === undefined ? [] : [{ term: 'Montant estimé HT', value: formatEuros(quote.estimatedTotal) }]),
  ];
  return (
    <div ref={itemRef} tabIndex={-1} className={styles.item} role="group" aria-label={title}>
    {/* h2: the list is the "Mes Devis" tab, right under the dashboard's h1 (an h3 skipped a level there). */}
    <Card title={title} headingLevel={2} actions={<StatusBadge status={quoteStatusDisplay(quote.status)} />}>
      <dl className={styles.facts}>
        {facts.map(({ term, value }) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 id={itemsId} className={styles.subheading}>
        Produits
      </h3>
      <ul className={styles.items} aria-labelledby={itemsId}>
        {quote.items.map((item) => (
          <li key={item.id}>
            {item.product.name} × {item.quantity}
          </li>
        ))}
      </ul>
      {quote.notes && (
        <>
          <h3 className={styles.subheading}>Notes</h3>
          <p className={styles.notes}>{quote.notes}</p>
        </>
      )}
      {renderAnswer?.(quote)}
      <div className={styles.actions}>
        {onDownload && <QuoteButton quote={quote} action="download" label="Télécharger" variant="secondary" onPress={onDownload} pending={pending} />}
        {onDuplicate && <QuoteButton quote={quote} action="duplicate" label="Dupliquer" variant="secondary" onPress={onDuplicate} pending={pending} />}
        {onAccept && canAcceptQuote(quote) && (
          <QuoteButton quote={quote} action="accept" label="Accepter le devis" variant="primary" onPress={onAccept} pending={pending} />
        )}
        {cancellable && (
          <QuoteButton
            quote={quote}
            action="cancel"
            label="Annuler"
            variant="danger"
            onPress={(id) => {
              cancelPressed.current = true;
              onCancel(id);
            }}
            pending={pending}
          />
        )}
      </div>
    </Card>
    </div>
  );
}

type QuoteButtonProps = {
  /** The quote the button acts on. */
  quote: QuoteRequest;
  /** Which action it is, to know when it is the pending one. */
  action: QuoteAction;
  /** The button's words. */
  label: string;
  /** Its look: primary, secondary or danger. */
  variant: 'primary' | 'secondary' | 'danger';
  /** Pressed: the quote's id. */
  onPress: (id: string) => void;
  /** The action being sent, if any. */
  pending: QuoteRequestListProps['pending'];
};

function QuoteButton({ quote, action, label, variant, onPress, pending }: QuoteButtonProps) {
  const busy = pending?.id === quote.id;
  const running = busy && pending.action === action;
  return (
    <Button variant={variant} isDisabled={busy} onPress={() => onPress(quote.id)}>
      {running ? (
        <>
          <Spinner inline size="small" hideLabel label={PENDING_LABELS[action]} />
          {PENDING_LABELS[action]}
        </>
      ) : (
        label
      )}
      {/* Several quotes each offer the buttons: the name says which quote they act on. */}
      <span className={visuallyHidden}> {quoteTitle(quote)}</span>
    </Button>
  );
}
