import type { ReactNode } from 'react';
import { VAT_RATE, cartTotals, formatEuros, formatPercent, type CartItem } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import * as styles from './CartSummary.css.ts';

export interface CartSummaryProps {
  items: readonly CartItem[];
  /** Buttons under the totals ("Demander un devis"). */
  actions?: ReactNode;
}

/** "Récapitulatif" (spec 1 §2): Total HT, TVA at 20 % and Total TTC, from the domain's cart totals. */
export function CartSummary({ items, actions }: CartSummaryProps) {
  const totals = cartTotals(items);
  return (
    <Card title="Récapitulatif">
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt className={styles.term}>Total HT</dt>
          <dd className={styles.value}>{formatEuros(totals.totalHT)}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>TVA ({formatPercent(VAT_RATE * 100)})</dt>
          <dd className={styles.value}>{formatEuros(totals.tva)}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.grandTerm}>Total TTC</dt>
          <dd className={styles.grandValue}>{formatEuros(totals.totalTTC)}</dd>
        </div>
      </dl>
      {actions && <div className={styles.actions}>{actions}</div>}
    </Card>
  );
}
