import type { CartItem } from '@otech/domain';
import { QuantityStepper } from '../../base/QuantityStepper/QuantityStepper.tsx';

/** What every cart line takes: the item, and what its controls hand back to the shop. */
export interface CartItemLineProps {
  /** The cart line whose quantity is shown (its product, quantity and stock). */
  item: CartItem;
  /** A quantity below 1 removes the line (spec 1 §4, spec 2 §4); the shop applies `setQuantity`. */
  onQuantityChange: (itemId: string, quantity: number) => void;
  /** Called with the line's id when minus goes below 1 (unless the stepper stops at 1). */
  onRemove: (itemId: string) => void;
  /** While the shop saves this line, its controls wait. */
  isBusy?: boolean | undefined;
}

export interface CartItemQuantityProps extends Pick<CartItemLineProps, 'item' | 'onQuantityChange' | 'isBusy'> {
  /** Plus stops at the product's stock (the catalogue with cart, spec 2 §2.4). */
  capsAtStock?: boolean;
  /** Minus stops at 1 instead of removing the line (the user dashboard, spec 2 §2.4). */
  minusStopsAtOne?: boolean | undefined;
}

/** A cart line's quantity: minus at 1 hands over 0, which removes the line, unless it stops at 1. */
export function CartItemQuantity({ item, onQuantityChange, isBusy = false, capsAtStock = false, minusStopsAtOne = false }: CartItemQuantityProps) {
  const { product } = item;
  return (
    <QuantityStepper
      label={`Quantité de ${product.name}`}
      hideLabel
      value={item.quantity}
      // 0 is let through so that minus at 1 (or a typed 0) removes the line.
      minValue={minusStopsAtOne ? 1 : 0}
      {...(capsAtStock && { maxValue: Math.max(item.quantity, product.stock ?? item.quantity) })}
      isDisabled={isBusy}
      onChange={(quantity) => onQuantityChange(item.id, quantity)}
    />
  );
}
