import { useState } from 'react';
import { FileText, ShoppingCart } from 'lucide-react';
import {
  QUANTITY_MAX,
  canAddToCart,
  clampQuantity,
  formatEuros,
  lineTotal,
  quantitySchema,
  validateForm,
  type CartProduct,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { QuantityStepper } from '../../base/QuantityStepper/QuantityStepper.tsx';
import * as styles from './QuantityForm.css.ts';

const QUANTITY_FIELD = 'quantity';

export interface QuantityFormProps {
  /** The product to add, with its price and stock (plus stops at the stock). */
  product: CartProduct & { stock: number };
  /** The quantity at first; 1 by default. */
  defaultQuantity?: number;
  /** While the shop adds to the cart, both buttons wait. */
  isAdding?: boolean;
  /** "Ajouter au panier" with the chosen quantity. */
  onAddToCart: (quantity: number) => void;
  /** "Demander un devis" with the chosen quantity. */
  onRequestQuote: (quantity: number) => void;
}

/**
 * Detail-page quantity (spec 1 §5): 1 to 1000 and no more than the stock, so minus stops at 1
 * and plus at the stock; the line total follows, and "Ajouter au panier" is disabled without
 * stock, while adding or with an invalid quantity. The one form outside useSchemaForm: react-hook-form
 * would put the product page over its first-load budget (decisions 122, 181).
 */
export function QuantityForm({ product, defaultQuantity = 1, isAdding = false, onAddToCart, onRequestQuote }: QuantityFormProps) {
  const [quantity, setQuantity] = useState(() => clampQuantity(defaultQuantity, product.stock));
  const formValid = validateForm(quantitySchema, { quantity }).ok;
  // The largest quantity the plus button reaches: the stock, within 1..1000.
  const maxQuantity = clampQuantity(QUANTITY_MAX, product.stock);
  const total = lineTotal({ id: product.id, product, quantity, addedAt: '' });

  return (
    <form
      className={styles.form}
      aria-label="Quantité et commande"
      onSubmit={(event) => {
        event.preventDefault();
        // Enter in the field submits before the quantity it typed reaches this render's state: the
        // field's own text is read, rounded and capped as the stepper does (blank or not a number: the quantity).
        const typed = String(new FormData(event.currentTarget).get(QUANTITY_FIELD) ?? '').trim();
        const shown = typed === '' || Number.isNaN(Number(typed)) ? quantity : clampQuantity(Math.round(Number(typed)), product.stock);
        if (canAddToCart({ stock: product.stock, adding: isAdding, formValid })) onAddToCart(shown);
      }}
    >
      <div className={styles.row}>
        <QuantityStepper
          value={quantity}
          minValue={1}
          maxValue={maxQuantity}
          isDisabled={product.stock <= 0}
          name={QUANTITY_FIELD}
          onChange={setQuantity}
        />
        <p className={styles.total} aria-live="polite">
          <span className={styles.totalLabel}>Total</span>
          {formatEuros(total)} HT
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="accent" isDisabled={!canAddToCart({ stock: product.stock, adding: isAdding, formValid })}>
          <ShoppingCart aria-hidden size={18} />
          Ajouter au panier
        </Button>
        <Button variant="secondary" isDisabled={isAdding || !formValid} onPress={() => onRequestQuote(quantity)}>
          <FileText aria-hidden size={18} />
          Demander un devis
        </Button>
      </div>
    </form>
  );
}
