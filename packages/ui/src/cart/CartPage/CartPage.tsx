import { useId, useState } from 'react';
import { ArrowLeft, ClipboardList, FileText, ShoppingBag, ShoppingCart, Trash2 } from 'lucide-react';
import { EMPTY_CART_ALERT, type CartItem, type PricedCart } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { CartAdvantages } from '../CartAdvantages/CartAdvantages.tsx';
import { CartLine } from '../CartLine/CartLine.tsx';
import { CartSummary } from '../CartSummary/CartSummary.tsx';
import * as styles from './CartPage.css.ts';

export interface CartPageProps {
  /** The cart's lines once loaded; a failed load shows its message with "Réessayer". */
  cart: AsyncState<readonly CartItem[]>;
  /** The error view's "Réessayer": loads again. */
  onRetry: () => void;
  /** The signed-in customer's prices today (`GET /api/cart/priced`), once loaded: lines and totals follow them. */
  pricing?: PricedCart | undefined;
  /** The line being saved, whose controls wait. */
  busyItemId?: string | undefined;
  /** While the quote request is sent, its button waits. */
  isRequestingQuote?: boolean;
  /** Called with a line's id and its new quantity. */
  onQuantityChange: (itemId: string, quantity: number) => void;
  /** Called with the id of the line to delete. */
  onRemove: (itemId: string) => void;
  /** Called once the user confirmed 'Êtes-vous sûr de vouloir vider votre panier ?'. */
  onClear: () => void;
  /** "Demander un devis": asks for a quote on the whole cart. */
  onRequestQuote: () => void;
  /** Where online ordering is open (issue 22): "Commander" leads to the order form; absent, the cart asks for a quote only. */
  orderHref?: string | undefined;
  /** The catalogue, for "Continuer mes achats" and "Parcourir le catalogue" (/produits). */
  catalogueHref: string;
  /** "Commande rapide" (issue 22): many references at once, pasted or from a file; absent, no link. */
  quickOrderHref?: string | undefined;
}

/**
 * "Mon Panier" (spec 1 §2): the selected lines, "Vider le panier" behind a confirmation,
 * "Continuer mes achats", "Demander un devis", the summary and the advantages; loading, load error
 * and empty states.
 */
export function CartPage({
  cart,
  onRetry,
  pricing,
  busyItemId,
  isRequestingQuote = false,
  onQuantityChange,
  onRemove,
  onClear,
  onRequestQuote,
  orderHref,
  catalogueHref,
  quickOrderHref,
}: CartPageProps) {
  const [confirmingClear, setConfirmingClear] = useState(false);
  const linesTitleId = useId();

  const empty = (
    <EmptyState
      icon={ShoppingCart}
      title={EMPTY_CART_ALERT}
      message="Découvrez notre gamme de batteries et ajoutez vos produits au panier."
      action={
        <LinkButton href={catalogueHref}>
          Parcourir le catalogue
        </LinkButton>
      }
    />
  );
  const content = (items: readonly CartItem[]) => (
    <div className={styles.layout}>
      <section className={styles.lines} aria-labelledby={linesTitleId}>
        <div className={styles.linesHeader}>
          <h2 id={linesTitleId} className={styles.linesTitle}>
            Articles sélectionnés ({items.length})
          </h2>
          <Button variant="text" onPress={() => setConfirmingClear(true)}>
            <Trash2 aria-hidden size={18} />
            Vider le panier
          </Button>
        </div>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <CartLine item={item} price={pricing?.lines.find((line) => line.id === item.id)} onQuantityChange={onQuantityChange} onRemove={onRemove} isBusy={item.id === busyItemId} />
            </li>
          ))}
        </ul>
        <div>
          <LinkButton href={catalogueHref} variant="secondary">
            <ArrowLeft aria-hidden size={18} />
            Continuer mes achats
          </LinkButton>
        </div>
      </section>
      <div className={styles.side}>
        <CartSummary
          items={items}
          totals={pricing?.totals}
          actions={
            <>
              {orderHref !== undefined && (
                <LinkButton href={orderHref} variant="accent" fullWidth>
                  <ShoppingBag aria-hidden size={18} />
                  Commander
                </LinkButton>
              )}
              <Button variant={orderHref === undefined ? 'accent' : 'secondary'} fullWidth isDisabled={isRequestingQuote} onPress={onRequestQuote}>
                <FileText aria-hidden size={18} />
                Demander un devis
              </Button>
            </>
          }
        />
        <CartAdvantages />
      </div>
    </div>
  );

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Mon Panier</h1>
        <p className={styles.subtitle}>Gérez votre sélection de batteries</p>
        {quickOrderHref !== undefined && (
          <LinkButton href={quickOrderHref} variant="secondary" size="small">
            <ClipboardList aria-hidden size={16} />
            Commande rapide : collez vos références
          </LinkButton>
        )}
      </header>
      <AsyncContent
        state={cart}
        onRetry={onRetry}
        loadingLabel="Chargement du panier..."
        isEmpty={(items) => items.length === 0}
        empty={empty}
      >
        {content}
      </AsyncContent>
      <ConfirmDialog
        title="Vider le panier"
        message="Êtes-vous sûr de vouloir vider votre panier ?"
        confirmLabel="Vider le panier"
        variant="danger"
        isOpen={confirmingClear}
        onConfirm={() => {
          setConfirmingClear(false);
          onClear();
        }}
        onCancel={() => setConfirmingClear(false)}
      />
    </div>
  );
}
