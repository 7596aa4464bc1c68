import { Info } from 'lucide-react';
import * as styles from './PriceUpdatedNote.css.ts';

export interface PriceUpdatedNoteProps {
  /** "Prix mis à jour : 4,38 € → 4,52 € HT" (domain `priceUpdatedText`). */
  text: string;
}

/** A cart line's note that its price changed since it was added (issue 21: the cart shows today's prices). */
export function PriceUpdatedNote({ text }: PriceUpdatedNoteProps) {
  return (
    <p className={styles.note} role="status">
      <Info aria-hidden size={16} />
      {text}
    </p>
  );
}
