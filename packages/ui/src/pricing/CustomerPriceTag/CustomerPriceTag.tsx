import { formatEuros, fromCents } from '@otech/domain';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import * as styles from './CustomerPriceTag.css.ts';

export interface CustomerPriceTagProps {
  /** What this customer pays for one unit, HT, in cents. */
  unitPriceCents: number;
  /** The catalogue price HT in cents: struck through beside the customer's price where it differs. */
  publicPriceCents?: number | undefined;
  /** `lg` on the product page, `md` on a card, `sm` on a cart line. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A unit price HT (issue 21): the customer's own, with the public price struck through when it
 * differs, said in words for screen readers, which read no strike-through.
 */
export function CustomerPriceTag({ unitPriceCents, publicPriceCents, size = 'md' }: CustomerPriceTagProps) {
  const differs = publicPriceCents !== undefined && publicPriceCents !== unitPriceCents;
  return (
    <span className={styles.tag[size]}>
      {differs && (
        <>
          <del className={styles.publicPrice}>
            <span className={visuallyHidden}>Prix public : </span>
            {formatEuros(fromCents(publicPriceCents))} HT
          </del>{' '}
          <span className={visuallyHidden}>Votre prix : </span>
        </>
      )}
      <span>
        {formatEuros(fromCents(unitPriceCents))} <span className={styles.note}>HT</span>
      </span>
    </span>
  );
}
