import { useEffect, useId, useRef } from 'react';
import {
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

export type QuoteRequestListProps = {
  /** The customer's quote requests once loaded; a failed load shows its message with "Réessayer". */
  quotes: AsyncState<readonly QuoteRequest[]>;
  /** The signed-in customer: only the owner of a pending quote may cancel it (spec 1 §4). */
  userId: string;
  onRetry: () => void;
  onCancel: (id: string) => void;
  /** The quote whose cancellation is under way: its button shows progress. */
  cancellingId?: string;
  /** Where the empty state's button goes. */
  catalogueHref: string;
};

/** "Mes Devis" of the client dashboard (spec 2 §2.2): the customer's quote requests. */
export function QuoteRequestList({
  quotes,
  userId,
  onRetry,
  onCancel,
  cancellingId,
  catalogueHref,
}: QuoteRequestListProps) {
  return (
    <AsyncContent
      state={quotes}
      onRetry={onRetry}
      loadingLabel="Chargement des devis..."
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon="FileText"
          title="Aucune demande de devis"
          message="Ajoutez des produits à votre panier puis demandez un devis."
          action={<LinkButton href={catalogueHref}>Parcourir le catalogue</LinkButton>}
        />
      }
    >
      {(list) => (
        <ul className={styles.list}>
          {list.map((quote) => (
            <li key={quote.id}>
              <QuoteRequestItem
                quote={quote}
                cancellable={canCancelQuote(quote, userId)}
                cancelling={quote.id === cancellingId}
                onCancel={onCancel}
              />
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

type QuoteRequestItemProps = {
  quote: QuoteRequest;
  cancellable: boolean;
  cancelling: boolean;
  onCancel: (id: string) => void;
};

function QuoteRequestItem({ quote, cancellable, cancelling, onCancel }: QuoteRequestItemProps) {
  const itemsId = useId();
  const itemRef = useRef<HTMLDivElement>(null);
  const cancelPressed = useRef(false);
  // "Annuler" is disabled while cancelling, then gone: the keyboard would fall to <body>. It stays
  // on this quote instead (WCAG 2.4.3), whose status badge now reads the new state.
  useEffect(() => {
    if (!cancelPressed.current) return;
    const active = itemRef.current?.ownerDocument.activeElement;
    if (active === null || active === undefined || active === active.ownerDocument.body) itemRef.current?.focus();
    if (!cancellable) cancelPressed.current = false;
  }, [cancelling, cancellable]);
  const title = quoteTitle(quote);
  const facts = [
    { term: 'Date de création', value: formatDateTime(quote.createdAt) },
    { term: 'Articles', value: String(quoteItemCount(quote)) },
    { term: 'Quantité totale', value: String(quoteTotalQuantity(quote)) },
    ...(quote.estimatedTotal === undefined ? [] : [{ term: 'Montant estimé', value: formatEuros(quote.estimatedTotal) }]),
  ];
  return (
    <div ref={itemRef} tabIndex={-1} className={styles.item} role="group" aria-label={title}>
    <Card title={title} headingLevel={3} actions={<StatusBadge status={quoteStatusDisplay(quote.status)} />}>
      <dl className={styles.facts}>
        {facts.map(({ term, value }) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h4 id={itemsId} className={styles.subheading}>
        Produits
      </h4>
      <ul className={styles.items} aria-labelledby={itemsId}>
        {quote.items.map((item) => (
          <li key={item.id}>
            {item.product.name} × {item.quantity}
          </li>
        ))}
      </ul>
      {quote.notes && (
        <>
          <h4 className={styles.subheading}>Notes</h4>
          <p className={styles.notes}>{quote.notes}</p>
        </>
      )}
      {cancellable && (
        <div className={styles.actions}>
          <Button
            variant="danger"
            isDisabled={cancelling}
            onPress={() => {
              cancelPressed.current = true;
              onCancel(quote.id);
            }}
          >
            {cancelling ? (
              <>
                <Spinner inline size="small" hideLabel label="Annulation..." />
                Annulation...
              </>
            ) : (
              'Annuler'
            )}
            {/* Several quotes each offer the button: its name says which one it cancels. */}
            <span className={visuallyHidden}> {title}</span>
          </Button>
        </div>
      )}
    </Card>
    </div>
  );
}
