import { useId } from 'react';
import { ClipboardList, Download, ShoppingBag, ShoppingCart, Trash2 } from 'lucide-react';
import { EMPTY_CART_ALERT, OFFLINE_CHECKOUT_LABEL, autoSavedLabel, cartDocumentTotals, cartTotals, formatEurosTTC, fromCents, type CartItem } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { CartSummary } from '../CartSummary/CartSummary.tsx';
import { CartSidebarLine } from './CartSidebarLine.tsx';
import * as styles from './CartSidebar.css.ts';

export interface CartSidebarProps {
  /** The server cart, the same as /panier's. */
  cart: AsyncState<readonly CartItem[]>;
  /** The error view's "Réessayer": loads again. */
  onRetry: () => void;
  /** Offline, checkout is disabled and reads "Hors ligne" (spec 2 §4). */
  isOnline: boolean;
  /** Minus stops at 1 instead of removing the line (the user dashboard, spec 2 §2.4). */
  minusStopsAtOne?: boolean | undefined;
  /** The line being saved, whose controls wait. */
  busyItemId?: string | undefined;
  /** Called with a line's id and its new quantity. */
  onQuantityChange: (itemId: string, quantity: number) => void;
  /** Called with the id of the line to delete. */
  onRemove: (itemId: string) => void;
  /** "Vider". */
  onClear: () => void;
  /**
   * "Demander un devis": the cart becomes a quote request. The shop takes orders on account from
   * quotes while its online ordering is closed (issue 22); the button never leads to the invoices.
   */
  onRequestQuote: () => void;
  /** Where online ordering is open (issue 22): "Commander" leads to the order form, beside "Demander un devis". */
  orderHref?: string | undefined;
  /** The request is being sent: the button waits. */
  isRequestingQuote?: boolean | undefined;
  /** Downloads the cart as a spreadsheet file. */
  onExport: () => void;
  /** "Commande rapide" (issue 22): many references at once, pasted or from a file; absent, no link. */
  quickOrderHref?: string | undefined;
  /** When the cart was last saved in the browser (ISO time), 5 s after a change (spec 2 §4). */
  autoSavedAt?: string | undefined;
}

/**
 * "Mon Panier" beside the catalogue (spec 2 §2.4, §2.5): count and total, lines with quantity and
 * delete, the summary, "Demander un devis", export and "Vider"; an empty state and a load error with retry.
 */
export function CartSidebar({
  cart,
  onRetry,
  isOnline,
  minusStopsAtOne,
  busyItemId,
  onQuantityChange,
  onRemove,
  onClear,
  onRequestQuote,
  orderHref,
  quickOrderHref,
  isRequestingQuote = false,
  onExport,
  autoSavedAt,
}: CartSidebarProps) {
  const items = cart.status === 'ready' ? cart.data : [];
  const { totalItems } = cartTotals(items);
  // The summary's Total TTC, the terms of sale's contribution included: the headline said the lines' TTC without it.
  const totalTTC = fromCents(cartDocumentTotals(items).totalTTCCents);
  const titleId = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Mon Panier
        </h2>
        <p className={styles.headline} aria-live="polite">
          {totalItems} article{totalItems > 1 ? 's' : ''} · {formatEurosTTC(totalTTC)}
        </p>
        {quickOrderHref !== undefined && (
          <LinkButton href={quickOrderHref} variant="secondary" size="small">
            <ClipboardList aria-hidden size={16} />
            Commande rapide
          </LinkButton>
        )}
      </header>
      <AsyncContent
        state={cart}
        onRetry={onRetry}
        loadingLabel="Chargement du panier..."
        headingLevel={3}
        isEmpty={(lines) => lines.length === 0}
        empty={<EmptyState icon={ShoppingCart} headingLevel={3} title={EMPTY_CART_ALERT} message="Ajoutez des produits pour commencer" />}
      >
        {(lines) => (
          <>
            <ul className={styles.lines} aria-label="Articles du panier">
              {lines.map((item) => (
                <CartSidebarLine
                  key={item.id}
                  item={item}
                  onQuantityChange={onQuantityChange}
                  onRemove={onRemove}
                  isBusy={item.id === busyItemId}
                  minusStopsAtOne={minusStopsAtOne}
                />
              ))}
            </ul>
            <CartSummary
              items={lines}
              actions={
                <div className={styles.actions}>
                  {orderHref !== undefined && isOnline && (
                    <LinkButton href={orderHref} variant="accent" fullWidth>
                      <ShoppingBag aria-hidden size={18} />
                      Commander
                    </LinkButton>
                  )}
                  <Button variant={orderHref === undefined ? 'accent' : 'secondary'} fullWidth isDisabled={!isOnline || isRequestingQuote} onPress={onRequestQuote}>
                    <ShoppingBag aria-hidden size={18} />
                    {isOnline ? 'Demander un devis' : OFFLINE_CHECKOUT_LABEL}
                  </Button>
                  <Button variant="secondary" fullWidth onPress={onExport}>
                    <Download aria-hidden size={18} />
                    Exporter le panier
                  </Button>
                  <Button variant="text" fullWidth onPress={onClear}>
                    <Trash2 aria-hidden size={18} />
                    Vider
                  </Button>
                  {autoSavedAt !== undefined && (
                    <p className={styles.autoSaved} role="status">
                      {autoSavedLabel(autoSavedAt)}
                    </p>
                  )}
                </div>
              }
            />
          </>
        )}
      </AsyncContent>
    </aside>
  );
}
