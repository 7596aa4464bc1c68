import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, ChevronUp, ShoppingCart } from 'lucide-react';
import { Button } from '../../base/Button/Button.tsx';
import * as styles from './CartColumn.css.ts';

export interface CartColumnProps {
  /** Articles in the cart, on the bar that opens it on narrow screens. */
  cartCount: number;
  /** The cart itself: a CartSidebar. */
  children: ReactNode;
}

/**
 * The cart beside a catalogue's list (the catalogue with cart, the user dashboard). Below 1024 px
 * it would come after every product: it is a "Panier (n)" bar above the list instead, staying at
 * the top of the screen, that opens and closes the cart in place (closed at first).
 */
export function CartColumn({ cartCount, children }: CartColumnProps) {
  const [open, setOpen] = useState(false);
  const cartId = useId();
  return (
    <div className={styles.column}>
      <div className={styles.toggle}>
        <Button fullWidth aria-expanded={open} aria-controls={cartId} onPress={() => setOpen(!open)}>
          <ShoppingCart size={18} aria-hidden="true" />
          {`Panier (${cartCount})`}
          {open ? <ChevronUp size={18} aria-hidden="true" /> : <ChevronDown size={18} aria-hidden="true" />}
        </Button>
      </div>
      <div id={cartId} className={open ? styles.open : styles.closed}>
        {children}
      </div>
    </div>
  );
}
