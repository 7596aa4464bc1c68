import type { Product } from '../schemas/product.ts';

export type StockKind = 'in_stock' | 'low' | 'out';
export interface StockStatus {
  kind: StockKind;
  label: string;
}

/** Above this stock the detail page says "En stock" (spec 1 section 4 and section 9). */
export const STOCK_LIMITED_THRESHOLD = 10;
/** At or below this stock the catalogue-with-cart card shows "Stock faible" (spec 2 section 2.5). */
export const LOW_STOCK_THRESHOLD = 5;
export const LOW_STOCK_LABEL = 'Stock faible';

export const STOCK_LABELS: Readonly<Record<StockKind, string>> = {
  in_stock: 'En stock',
  low: 'Stock limité',
  out: 'Rupture de stock',
};

/** Stock status of the detail page: above 10, 1 to 10, 0 (spec 1 section 4). Negative counts as 0. */
export function stockStatus(stock: number): StockStatus {
  const kind: StockKind = stock > STOCK_LIMITED_THRESHOLD ? 'in_stock' : stock > 0 ? 'low' : 'out';
  return { kind, label: STOCK_LABELS[kind] };
}

/**
 * "Stock faible" badge of spec 2 section 2.5: stock <= 5. The spec's rule is taken as written,
 * so an empty stock also shows the badge.
 */
export function isLowStock(stock: number): boolean {
  return stock <= LOW_STOCK_THRESHOLD;
}

/** Free delivery from 500 euros (spec 1 section 9), and its detail-page line. */
export const FREE_DELIVERY_THRESHOLD_EUR = 500;
export const FREE_DELIVERY_TEXT = 'Livraison gratuite à partir de 500€';

export const DELIVERY_IN_STOCK_TEXT = 'Expédition sous 24-48h';
// The spec gives only "5-7 jours" for the other case; the sentence follows the in-stock one.
export const DELIVERY_OUT_OF_STOCK_TEXT = 'Expédition sous 5-7 jours';

/** Detail-page delivery estimate: 24-48h while any stock is left, else 5-7 jours (spec 1 section 9). */
export function deliveryEstimate(stock: number): string {
  return stock > 0 ? DELIVERY_IN_STOCK_TEXT : DELIVERY_OUT_OF_STOCK_TEXT;
}

/**
 * In stock for add-to-cart and the "in-stock only" filter (spec 1 §2 and §7, spec 2 §5): marked
 * available and with stock left. Missing fields take the spec's defaults, inStock true and
 * stock 1 (spec 1 §3).
 */
export function isInStock(product: Partial<Pick<Product, 'inStock' | 'stock'>>): boolean {
  return product.inStock !== false && (product.stock ?? 1) > 0;
}
