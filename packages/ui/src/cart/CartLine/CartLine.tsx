import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import {
  capacityLabel,
  cartLineFeatures,
  cartLineWeightLabel,
  formatEurosHT,
  fromCents,
  toCents,
  unitPrice,
  voltageLabel,
} from '@otech/domain';
import type { PricedCartLine } from '@otech/domain';
import { Chip } from '../../base/Chip/Chip.tsx';
import { containedImage } from '../../catalogue/image.css.ts';
import { LIST_THUMBNAIL } from '../../catalogue/productImages.ts';
import { CartItemQuantity, type CartItemLineProps } from '../CartItemQuantity/CartItemQuantity.tsx';
import { CartItemRemoveButton } from '../CartItemRemoveButton/CartItemRemoveButton.tsx';
import { CustomerPriceTag } from '../../pricing/CustomerPriceTag/CustomerPriceTag.tsx';
import { NetPriceLabel } from '../../pricing/NetPriceLabel/NetPriceLabel.tsx';
import { PriceUpdatedNote } from '../../pricing/PriceUpdatedNote/PriceUpdatedNote.tsx';
import * as styles from './CartLine.css.ts';

export interface CartLineProps extends CartItemLineProps {
  /**
   * The customer's price of this line today (`GET /api/cart/priced`): the public price struck
   * through where it differs, and "Prix mis à jour" when it changed since the line was added.
   * Without it, the line's own price.
   */
  price?: PricedCartLine | undefined;
}

/**
 * One cart line (spec 1 §2): picture (a placeholder when it fails to load), name, description,
 * voltage, capacity, weight, the first 2 features, quantity, unit price, line total and delete.
 */
export function CartLine({ item, price, onQuantityChange, onRemove, isBusy = false }: CartLineProps) {
  const { product } = item;
  const unitPriceCents = price?.unitPriceCents ?? toCents(unitPrice(item));
  const [pictureFailed, setPictureFailed] = useState(false);
  const picture = product.images[0] ?? product.imageUrl;
  const specs: [string, string | null][] = [
    ['Tension', voltageLabel(product.voltage)],
    ['Capacité', capacityLabel(product.capacity)],
    ['Poids', cartLineWeightLabel(product)],
  ];
  const features = cartLineFeatures(product);

  return (
    <article className={styles.line} aria-label={product.name}>
      <div className={styles.picture}>
        {picture && !pictureFailed ? (
          <img className={containedImage} src={picture} alt="" {...LIST_THUMBNAIL} onError={() => setPictureFailed(true)} />
        ) : (
          <ImageOff aria-hidden size={32} data-testid="cart-line-placeholder" />
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{product.name}</h3>
        {product.description && <p className={styles.description}>{product.description}</p>}
        <dl className={styles.specs}>
          {specs
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([term, value]) => (
              <div key={term} className={styles.spec}>
                <dt className={styles.specTerm}>{term} :</dt>
                <dd className={styles.specValue}>{value}</dd>
              </div>
            ))}
        </dl>
        {features.length > 0 && (
          <ul className={styles.features} aria-label="Caractéristiques">
            {features.map((feature) => (
              <li key={feature}>
                <Chip label={feature} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.actions}>
        <CartItemQuantity item={item} onQuantityChange={onQuantityChange} isBusy={isBusy} />
        <div className={styles.prices}>
          <span className={styles.unit}>Prix unitaire : </span>
          <CustomerPriceTag size="sm" unitPriceCents={unitPriceCents} publicPriceCents={price?.publicPriceCents} />
          {(price?.isNetPrice ?? product.isNetPrice) === true && <NetPriceLabel />}
          <span className={styles.total}>{formatEurosHT(fromCents(unitPriceCents * item.quantity))}</span>
          {price?.priceUpdated && <PriceUpdatedNote text={price.priceUpdated} />}
        </div>
        <CartItemRemoveButton item={item} onRemove={onRemove} isBusy={isBusy} />
      </div>
    </article>
  );
}
