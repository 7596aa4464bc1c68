import { formatEurosHT, lineTotal } from '@otech/domain';
import { CartItemQuantity, type CartItemLineProps } from '../CartItemQuantity/CartItemQuantity.tsx';
import { CartItemRemoveButton } from '../CartItemRemoveButton/CartItemRemoveButton.tsx';
import * as styles from './CartSidebar.css.ts';

export interface CartSidebarLineProps extends CartItemLineProps {
  /** Minus stops at 1 instead of removing the line (the user dashboard, spec 2 §2.4). */
  minusStopsAtOne?: boolean | undefined;
}

/**
 * One compact line of the cart sidebar: name, line total, quantity (plus stops at the stock, minus
 * at 1 removes the line, spec 2 §4, or stops there on the user dashboard, §2.4) and delete.
 */
export function CartSidebarLine({ item, onQuantityChange, onRemove, isBusy = false, minusStopsAtOne = false }: CartSidebarLineProps) {
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <span className={styles.lineName}>{item.product.name}</span>
        <span className={styles.lineTotal}>{formatEurosHT(lineTotal(item))}</span>
      </div>
      <div className={styles.lineControls}>
        <CartItemQuantity item={item} onQuantityChange={onQuantityChange} isBusy={isBusy} capsAtStock minusStopsAtOne={minusStopsAtOne} />
        <CartItemRemoveButton item={item} onRemove={onRemove} isBusy={isBusy} iconOnly />
      </div>
    </li>
  );
}
