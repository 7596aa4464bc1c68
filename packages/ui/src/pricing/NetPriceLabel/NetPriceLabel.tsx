import { NET_PRICE_LABEL, NET_PRICE_RETURNS_TEXT } from '@otech/domain';
import { Chip } from '../../base/Chip/Chip.tsx';
import * as styles from './NetPriceLabel.css.ts';

export interface NetPriceLabelProps {
  /** On the product page: the terms of sale's returns clause beside the label (no discount, no return). */
  showsReturnsClause?: boolean;
}

/** « Prix net » on a product sold at a net price (issue 21): its page, its cards and cart lines. */
export function NetPriceLabel({ showsReturnsClause = false }: NetPriceLabelProps) {
  if (!showsReturnsClause) return <Chip label={NET_PRICE_LABEL} tone="accent" />;
  return (
    <p className={styles.clause}>
      <Chip label={NET_PRICE_LABEL} tone="accent" />
      <span>{NET_PRICE_RETURNS_TEXT}</span>
    </p>
  );
}
