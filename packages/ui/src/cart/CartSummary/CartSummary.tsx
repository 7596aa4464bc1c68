import type { ReactNode } from 'react';
import { cartDocumentTotals } from '@otech/domain';
import type { CartItem, DocumentTotalsCents } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { DocumentTotalsList } from '../../pricing/DocumentTotalsList/DocumentTotalsList.tsx';
import * as styles from './CartSummary.css.ts';

export interface CartSummaryProps {
  /** The cart's lines; the totals are the domain's `documentTotals` of them. */
  items: readonly CartItem[];
  /** The customer's totals at today's prices (`GET /api/cart/priced`); without them, the lines' own prices. */
  totals?: DocumentTotalsCents | undefined;
  /** Buttons under the totals ("Demander un devis"). */
  actions?: ReactNode;
}

/**
 * "Récapitulatif" (spec 1 §2): Total HT, the terms of sale's contribution, TVA at 20 % and Total TTC,
 * from the domain's documentTotals.
 */
export function CartSummary({ items, totals, actions }: CartSummaryProps) {
  return (
    <Card title="Récapitulatif">
      <DocumentTotalsList totals={totals ?? cartDocumentTotals(items)} />
      {actions && <div className={styles.actions}>{actions}</div>}
    </Card>
  );
}
