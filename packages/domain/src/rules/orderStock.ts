/*
 * Stock and orders (issue 21 §Stock): an order takes its products' stock when it is confirmed and
 * gives back what it took when it is cancelled. A quantity above the stock is back-ordered, unless
 * the product is marked not restocked, where the order is refused.
 */

/** Indicative delay of a back-order when the product names none: the spec's "Expédition sous 5-7 jours", its upper bound. */
export const DEFAULT_RESTOCK_DAYS = 7;

export function backOrderText(days: number): string {
  return `Sur commande, délai indicatif : ${days} jours`;
}

export function insufficientStockText(available: number): string {
  return `Stock insuffisant : ${available} disponible(s)`;
}

/** What of a product the stock rule reads. */
export interface StockedProduct {
  stock?: number | undefined;
  /** False: the product is not restocked once sold out ("non réapprovisionné"). */
  restocked?: boolean | undefined;
  /** Indicative days before a back-ordered quantity ships. */
  restockDays?: number | undefined;
}

/** What an order line does to its product's stock. */
export type StockTake =
  | { ok: true; taken: number; backOrdered: number; remaining: number; backOrderText?: string }
  | { ok: false; available: number; message: string };

/** The stock a product has (a negative or missing count is read as stored by the catalogue: missing is 1, spec 1 §3). */
export function availableStock(product: StockedProduct): number {
  return Math.max(0, product.stock ?? 1);
}

/**
 * A line of `quantity` against the product's stock: it takes what is there, never below zero; the
 * rest is back-ordered with its indicative delay, or refused when the product is not restocked.
 */
export function stockTake(product: StockedProduct, quantity: number): StockTake {
  const available = availableStock(product);
  if (quantity <= available) return { ok: true, taken: quantity, backOrdered: 0, remaining: available - quantity };
  if (product.restocked === false) return { ok: false, available, message: insufficientStockText(available) };
  const days = product.restockDays ?? DEFAULT_RESTOCK_DAYS;
  return { ok: true, taken: available, backOrdered: quantity - available, remaining: 0, backOrderText: backOrderText(days) };
}

/** What an order took of one product, kept on the order so a cancellation gives back exactly that. */
export interface StockTaken {
  productId: string;
  quantity: number;
}

/** Statuses whose order holds its stock: confirmed and later, up to delivery. */
const HOLDS_STOCK: ReadonlySet<string> = new Set(['confirmed', 'processing', 'shipped', 'delivered']);

/**
 * What a change of an order's status does to the stock: 'take' when it becomes confirmed (from
 * pending, e.g. staff validating a credit hold), 'give back' when a confirmed order is cancelled,
 * else nothing. A returned order's goods come back through a credit note, not here.
 */
export function stockMoveOnStatusChange(before: string, after: string): 'take' | 'give back' | 'none' {
  if (!HOLDS_STOCK.has(before) && after !== 'cancelled' && HOLDS_STOCK.has(after)) return 'take';
  if (HOLDS_STOCK.has(before) && after === 'cancelled') return 'give back';
  return 'none';
}

export function holdsStock(status: string): boolean {
  return HOLDS_STOCK.has(status);
}
