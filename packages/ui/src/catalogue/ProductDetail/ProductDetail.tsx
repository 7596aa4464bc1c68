import { Fragment, type ReactNode } from 'react';
import { CircleCheck, CircleX, Clock, ShieldCheck, TriangleAlert, Truck, type LucideIcon } from 'lucide-react';
import {
  FREE_DELIVERY_TEXT,
  deliveryEstimate,
  formatEuros,
  stockStatus,
  warrantyText,
  type Product,
  type Rayon,
  type StatusTone,
  type StockKind,
} from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { Badge } from '../../base/StatusBadge/Badge.tsx';
import { categoryLabel } from '../categories.ts';
import { ProductDetailStatus } from '../ProductDetailStatus/ProductDetailStatus.tsx';
import { RelatedProducts } from '../RelatedProducts/RelatedProducts.tsx';
import { BackToProducts } from './BackToProducts.tsx';
import { NetPriceLabel } from '../../pricing/NetPriceLabel/NetPriceLabel.tsx';
import * as styles from './ProductDetail.css.ts';

export interface ProductDetailProps {
  /** The product once loaded, null when it does not exist; a failed load offers "Réessayer". */
  product: AsyncState<Product | null>;
  /** The error view's "Réessayer": loads again. */
  onRetry: () => void;
  /** The rayons, for the category select and the chips' labels. */
  categories: readonly Rayon[];
  /** Products of the same category, for "Produits similaires". */
  relatedCandidates: readonly Product[];
  /** The address of a product's page, for its links. */
  productHref: (product: Product) => string;
  /** Where the back button goes (/products). */
  backHref: string;
  /** The loaded product's interactive parts, which the shop may hydrate on their own (its islands). */
  parts: (product: Product) => ProductDetailParts;
}

/** What a visitor acts on in the page; the rest of it needs no script. */
export interface ProductDetailParts {
  /** The pictures: `ProductGallery`. */
  gallery: ReactNode;
  /** The buy box under the price and stock: `QuantityForm`. */
  order: ReactNode;
  /** `ShareButton`. */
  share: ReactNode;
  /** `ProductTabs`. */
  tabs: ReactNode;
}

// The domain names the stock status; its colour and icon are this page's look.
const STOCK_LOOK: Record<StockKind, { tone: StatusTone; icon: LucideIcon }> = {
  in_stock: { tone: 'success', icon: CircleCheck },
  low: { tone: 'warning', icon: TriangleAlert },
  out: { tone: 'error', icon: CircleX },
};

/**
 * Product detail page (spec 1 §2): gallery, category chip, name, reference, brand, price, stock
 * status and count, descriptions, features, quantity form, delivery and warranty lines, share,
 * tabs and related products; loading, not-found and error states.
 */
export function ProductDetail({
  product: state,
  onRetry,
  categories,
  relatedCandidates,
  productHref,
  backHref,
  parts,
}: ProductDetailProps) {
  if (state.status !== 'ready' || state.data === null) {
    return <ProductDetailStatus state={state.status === 'ready' ? { status: 'ready', data: null } : state} onRetry={onRetry} backHref={backHref} />;
  }
  const product = state.data;

  // Keyed by product: going to a related product starts again at its first image and quantity 1.
  const keyed = (part: ReactNode) => <Fragment key={product.id}>{part}</Fragment>;
  const { gallery, order, share, tabs } = parts(product);
  const status = stockStatus(product.stock);
  const facts: [string, string | undefined][] = [
    ['Référence', product.reference],
    ['Marque', product.brand],
  ];

  return (
    <div className={styles.page}>
      <div className={styles.back}>
        <BackToProducts href={backHref} />
      </div>
      <div className={styles.main}>
        {keyed(gallery)}
        <div className={styles.info}>
          <Chip label={categoryLabel(categories, product.category) ?? product.category} tone="primary" />
          <h1 className={styles.name}>{product.name}</h1>
          <dl className={styles.facts}>
            {facts
              .filter((row): row is [string, string] => (row[1] ?? '').trim() !== '')
              .map(([term, value]) => (
                <div key={term} className={styles.fact}>
                  <dt>{term} :</dt>
                  <dd className={styles.factValue}>{value}</dd>
                </div>
              ))}
          </dl>
          <p className={styles.price}>
            {formatEuros(product.price)}
            <span className={styles.priceNote}>HT</span>
          </p>
          {product.isNetPrice === true && <NetPriceLabel showsReturnsClause />}
          <p className={styles.stock}>
            <Badge {...STOCK_LOOK[status.kind]}>{status.label}</Badge>
            <span>Stock : {product.stock}</span>
          </p>
          {/* The buy box right under the price and stock: at 1280 x 800 it shows without scrolling. */}
          <div className={styles.order}>
            {keyed(order)}
          </div>
          {product.description && <p className={styles.text}>{product.description}</p>}
          {product.detailedDescription && <p className={styles.muted}>{product.detailedDescription}</p>}
          {product.features.length > 0 && (
            <ul className={styles.features} aria-label="Caractéristiques">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          <ul className={styles.infoLines}>
            <li className={styles.infoLine}>
              <Truck aria-hidden size={18} />
              {FREE_DELIVERY_TEXT}
            </li>
            <li className={styles.infoLine}>
              <Clock aria-hidden size={18} />
              {deliveryEstimate(product.stock)}
            </li>
            <li className={styles.infoLine}>
              <ShieldCheck aria-hidden size={18} />
              {warrantyText(product)}
            </li>
          </ul>
          {share}
        </div>
      </div>
      {tabs}
      <RelatedProducts product={product} candidates={relatedCandidates} productHref={productHref} />
    </div>
  );
}
