import { Trash2 } from 'lucide-react';
import { formatEuros, lineTotal, type CartItem } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { QuantityStepper } from '../../base/QuantityStepper/QuantityStepper.tsx';
import * as styles from './CartSidebar.css.ts';

export interface CartSidebarLineProps {
  item: CartItem;
  /** A quantity of 0 or less removes the line (spec 2 §4); plus stops at the stock. */
  onQuantityChange: (itemId: string, quantity: number) => void;
  onRemove: (itemId: string) => void;
  isBusy?: boolean;
}

/** One compact line of the cart sidebar: name, line total, quantity, delete. */
export function CartSidebarLine({ item, onQuantityChange, onRemove, isBusy = false }: CartSidebarLineProps) {
  const { product } = item;
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <span className={styles.lineName}>{product.name}</span>
        <span className={styles.lineTotal}>{formatEuros(lineTotal(item))}</span>
      </div>
      <div className={styles.lineControls}>
        <QuantityStepper
          label={`Quantité de ${product.name}`}
          hideLabel
          value={item.quantity}
          minValue={1}
          maxValue={Math.max(1, product.stock ?? item.quantity)}
          isDisabled={isBusy}
          onChange={(quantity) => onQuantityChange(item.id, quantity)}
        />
        <Button variant="text" size="small" aria-label={`Retirer ${product.name}`} isDisabled={isBusy} onPress={() => onRemove(item.id)}>
          <Trash2 aria-hidden size={18} />
        </Button>
      </div>
    </li>
  );
}
