import { formatTime } from '../format/date.ts';
import type { CartItem } from '../schemas/cart.ts';
import type { AutoSavedCart, ProductInteraction, SessionMetric } from '../schemas/catalogueStorage.ts';
import type { Product } from '../schemas/product.ts';
import { appendKeepingLast, PRODUCT_INTERACTIONS_MAX, SESSION_METRICS_MAX } from './browsingHistory.ts';
import { cartTotals } from './cart.ts';

/** What one visit of the catalogue with cart has done so far (its session statistics, spec 2 §2.5). */
export interface CatalogueSession {
  startedAt: number;
  /** Ids of the products shown on the pages browsed. */
  viewedProductIds: readonly string[];
  searches: readonly string[];
  cartInteractions: number;
}

export function startSession(now: number): CatalogueSession {
  return { startedAt: now, viewedProductIds: [], searches: [], cartInteractions: 0 };
}

/** The products of a page shown: each counts once however often it is seen. */
export function viewProducts(session: CatalogueSession, productIds: readonly string[]): CatalogueSession {
  const fresh = productIds.filter((id) => !session.viewedProductIds.includes(id));
  return fresh.length === 0 ? session : { ...session, viewedProductIds: [...session.viewedProductIds, ...new Set(fresh)] };
}

export function recordSessionSearch(session: CatalogueSession, search: string): CatalogueSession {
  const term = search.trim();
  return term === '' ? session : { ...session, searches: [...session.searches, term] };
}

/** An add, a quantity change, a removal or emptying the cart. */
export function recordCartInteraction(session: CatalogueSession): CatalogueSession {
  return { ...session, cartInteractions: session.cartInteractions + 1 };
}

/** The session as `sessionMetrics` keeps it (spec 2 §3.9). */
export function sessionMetric(session: CatalogueSession, now: number): SessionMetric {
  return {
    duration: Math.max(0, now - session.startedAt),
    productsViewed: session.viewedProductIds.length,
    searchHistory: [...session.searches],
    cartInteractions: session.cartInteractions,
    timestamp: new Date(now).toISOString(),
  };
}

/** `sessionMetrics` keeps the last 10 sessions. */
export function keepSessionMetric(metrics: readonly SessionMetric[], metric: SessionMetric): SessionMetric[] {
  return appendKeepingLast(metrics, metric, SESSION_METRICS_MAX);
}

export type ProductAction = 'add_to_cart' | 'favourite_added' | 'favourite_removed';

/** `productInteractions` keeps the last 100 things done to a product. */
export function keepProductInteraction(
  interactions: readonly ProductInteraction[],
  product: Pick<Product, 'id' | 'name' | 'category' | 'price'>,
  action: ProductAction,
  now: number,
): ProductInteraction[] {
  const interaction = { productId: product.id, name: product.name, action, timestamp: new Date(now).toISOString(), category: product.category, price: product.price };
  return appendKeepingLast(interactions, interaction, PRODUCT_INTERACTIONS_MAX);
}

/** "4 min 05 s", or "45 s" under a minute. */
export function sessionDurationLabel(durationMs: number): string {
  const seconds = Math.floor(Math.max(0, durationMs) / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${String(rest).padStart(2, '0')} s`;
}

export interface SessionStatRow {
  label: string;
  value: string;
}

/** The lines of the session-statistics tooltip (spec 2 §2.5 names the figures, not their wording). */
export function sessionStatRows(metric: Pick<SessionMetric, 'duration' | 'productsViewed' | 'searchHistory' | 'cartInteractions'>): SessionStatRow[] {
  return [
    { label: 'Durée de la session', value: sessionDurationLabel(metric.duration) },
    { label: 'Produits vus', value: String(metric.productsViewed) },
    { label: 'Recherches', value: String(metric.searchHistory.length) },
    { label: 'Actions sur le panier', value: String(metric.cartInteractions) },
  ];
}

/** `autoSavedCart`: the cart's lines, when, and its pre-tax total (spec 2 §3.9). */
export function autoSavedCart(items: readonly CartItem[], now: number): AutoSavedCart {
  return { items: [...items], timestamp: new Date(now).toISOString(), total: cartTotals(items).totalHT };
}

/** Under the cart sidebar once the auto-save ran (the spec shows no text for it). */
export function autoSavedLabel(timestamp: string): string {
  return `Panier sauvegardé automatiquement à ${formatTime(timestamp)}`;
}
