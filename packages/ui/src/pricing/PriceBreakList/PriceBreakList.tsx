import { priceBreakText } from '@otech/domain';
import type { PriceBreakLine } from '@otech/domain';
import * as styles from './PriceBreakList.css.ts';

export interface PriceBreakListProps {
  /** The quantities from which the unit price drops, in increasing order (domain `priceBreaks`). */
  breaks: readonly PriceBreakLine[];
}

/** The product page's quantity breaks (issue 21): "À partir de 10 : 3,95 € HT"; nothing without breaks. */
export function PriceBreakList({ breaks }: PriceBreakListProps) {
  if (breaks.length === 0) return null;
  return (
    <section className={styles.box} aria-label="Prix par quantité">
      <h3 className={styles.title}>Prix par quantité</h3>
      <ul className={styles.list}>
        {breaks.map((line) => (
          <li key={line.fromQuantity}>{priceBreakText(line)}</li>
        ))}
      </ul>
    </section>
  );
}
