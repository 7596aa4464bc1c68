import { CircleCheck, Clock } from 'lucide-react';
import { CREDIT_HOLD_MESSAGE } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import * as page from '../../theme/page.css.ts';
import * as styles from './OrderConfirmation.css.ts';

export interface OrderConfirmationProps {
  /** CMD-2026-00061. */
  orderNumber: string;
  /** Held on credit: "En attente de validation" instead of confirmed. */
  isHeld: boolean;
  /** Lines ordered beyond the stock, each with its "Sur commande, délai indicatif : 7 jours". */
  backOrders: readonly { productName: string; quantity: number; text: string }[];
  /** The customer's orders tab, where the order is listed. */
  ordersHref: string;
  /** The catalogue's address, for "Continuer mes achats". */
  catalogueHref: string;
}

/** The page after placing an order (issue 22): its number, confirmed or held for validation, and what ships later. */
export function OrderConfirmation({ orderNumber, isHeld, backOrders, ordersHref, catalogueHref }: OrderConfirmationProps) {
  const Icon = isHeld ? Clock : CircleCheck;
  return (
    <section className={styles.page} aria-labelledby="order-confirmation-title">
      <Icon aria-hidden size={48} className={isHeld ? styles.heldIcon : styles.confirmedIcon} />
      <h1 id="order-confirmation-title" className={page.pageTitle}>
        {isHeld ? `Commande ${orderNumber} en attente de validation` : `Commande ${orderNumber} confirmée`}
      </h1>
      <p className={page.pageLead} role="status">
        {isHeld ? CREDIT_HOLD_MESSAGE : 'Merci : vous recevez sa confirmation par e-mail, puis le suivi du colis à son expédition.'}
      </p>
      {backOrders.length > 0 && (
        <Card title="Sur commande">
          <ul className={styles.backOrders}>
            {backOrders.map((line) => (
              <li key={line.productName}>
                {line.productName} ({line.quantity}) : {line.text}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <div className={styles.actions}>
        <LinkButton href={ordersHref} variant="accent">
          Voir mes commandes
        </LinkButton>
        <LinkButton href={catalogueHref} variant="secondary">
          Continuer mes achats
        </LinkButton>
      </div>
    </section>
  );
}
