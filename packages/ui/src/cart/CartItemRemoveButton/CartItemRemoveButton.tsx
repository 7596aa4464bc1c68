import { Trash2 } from 'lucide-react';
import { Button } from '../../base/Button/Button.tsx';
import type { CartItemLineProps } from '../CartItemQuantity/CartItemQuantity.tsx';

export interface CartItemRemoveButtonProps extends Pick<CartItemLineProps, 'item' | 'onRemove' | 'isBusy'> {
  /** Only the bin shows (the narrow sidebar); its name still says what it deletes. */
  iconOnly?: boolean;
}

/** "Supprimer" on a cart line, named after the product it deletes. */
export function CartItemRemoveButton({ item, onRemove, isBusy = false, iconOnly = false }: CartItemRemoveButtonProps) {
  return (
    <Button variant="text" size="small" isDisabled={isBusy} aria-label={`Supprimer ${item.product.name}`} onPress={() => onRemove(item.id)}>
      <Trash2 aria-hidden size={18} />
      {!iconOnly && 'Supprimer'}
    </Button>
  );
}
