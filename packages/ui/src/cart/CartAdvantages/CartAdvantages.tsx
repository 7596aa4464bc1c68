import { CalendarClock, Headset, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { DEFAULT_WARRANTY, FREE_DELIVERY_TEXT } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import * as styles from './CartAdvantages.css.ts';

const ADVANTAGES: readonly [LucideIcon, string][] = [
  [Truck, FREE_DELIVERY_TEXT],
  [Headset, 'Support technique inclus'],
  [ShieldCheck, DEFAULT_WARRANTY],
  [CalendarClock, 'Paiement à 30 jours'],
];

/** The cart's advantages panel (spec 1 §2 and §9): free delivery from 500 €, support, warranty, 30-day payment. */
export function CartAdvantages() {
  return (
    <Card title="Vos avantages">
      <ul className={styles.list}>
        {ADVANTAGES.map(([Glyph, text]) => (
          <li key={text} className={styles.item}>
            <Glyph aria-hidden size={20} className={styles.icon} />
            {text}
          </li>
        ))}
      </ul>
    </Card>
  );
}
