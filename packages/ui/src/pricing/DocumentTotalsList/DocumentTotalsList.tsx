import { CONTRIBUTION_LABEL, VAT_RATE, formatEuros, formatPercent, fromCents } from '@otech/domain';
import type { DocumentTotalsCents } from '@otech/domain';
import * as styles from './DocumentTotalsList.css.ts';

export interface DocumentTotalsListProps {
  /** The document's totals (domain `documentTotalsCents`). */
  totals: DocumentTotalsCents;
}

/**
 * The totals of a cart, quote, order or invoice as the terms of sale want them (issue 21):
 * "Total HT", "Contribution sécurité et environnement (1,75 %)", "TVA (20 %)" on HT plus the
 * contribution, and "Total TTC".
 */
export function DocumentTotalsList({ totals }: DocumentTotalsListProps) {
  const rows: [string, number][] = [
    ['Total HT', totals.totalHTCents],
    [CONTRIBUTION_LABEL, totals.contributionCents],
    [`TVA (${formatPercent(VAT_RATE * 100)})`, totals.vatCents],
  ];
  return (
    <dl className={styles.rows}>
      {rows.map(([term, cents]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{formatEuros(fromCents(cents))}</dd>
        </div>
      ))}
      <div className={styles.row}>
        <dt className={styles.grandTerm}>Total TTC</dt>
        <dd className={styles.grandValue}>{formatEuros(fromCents(totals.totalTTCCents))}</dd>
      </div>
    </dl>
  );
}
