import { formatLongDate } from '../format/date.ts';
import type { Favourite } from '../schemas/favourite.ts';

export const NEVER_ORDERED_LABEL = 'Jamais commandé';

/**
 * "Last ordered" cell of the favourites table (spec 2 §2.3): the date and the order count, or
 * "Jamais commandé".
 */
export function lastOrderedLabel(favourite: Pick<Favourite, 'lastOrdered' | 'orderCount'>): string {
  if (!favourite.lastOrdered || favourite.orderCount === 0) return NEVER_ORDERED_LABEL;
  const orders = favourite.orderCount === 1 ? '1 commande' : `${favourite.orderCount} commandes`;
  return `${formatLongDate(favourite.lastOrdered)} (${orders})`;
}

/** Orders that never reached the customer do not count as ordering a product. */
const NOT_ORDERED: ReadonlySet<string> = new Set(['cancelled']);

/**
 * A favourite's order count and last order date, derived from the client's own orders that
 * contain the product (spec 2 §2.3, tab 5): never stored beside them.
 */
export function favouriteOrderStats(
  productIds: readonly string[],
  orders: readonly { status: string; orderDate: string; items: readonly { productId: string }[] }[],
): Pick<Favourite, 'orderCount' | 'lastOrdered'> {
  const containing = orders.filter(
    (order) => !NOT_ORDERED.has(order.status) && order.items.some((item) => productIds.includes(item.productId)),
  );
  const last = containing.reduce<string | undefined>(
    (latest, order) => (latest === undefined || Date.parse(order.orderDate) > Date.parse(latest) ? order.orderDate : latest),
    undefined,
  );
  return { orderCount: containing.length, lastOrdered: last };
}

/** What of a favourite the heart needs: its entry id and its product's id. */
type FavouriteEntry = Pick<Favourite, 'id'> & { product: Pick<Favourite['product'], 'id'> };

export type FavouriteToggle = { action: 'add'; productId: string } | { action: 'remove'; favouriteId: string };

/**
 * What the heart of a catalogue card does (spec 2 §2.5): a product already among the favourites is
 * removed by its favourite entry's id (spec 2 §7.4 DELETE favorites/{id}), any other is added.
 */
export function favouriteToggle(favourites: readonly FavouriteEntry[], productId: string): FavouriteToggle {
  const existing = favourites.find((favourite) => favourite.product.id === productId);
  return existing ? { action: 'remove', favouriteId: existing.id } : { action: 'add', productId };
}

/** The ids of the favourite products, whose hearts are filled. */
export function favouriteProductIds(favourites: readonly FavouriteEntry[]): string[] {
  return favourites.map((favourite) => favourite.product.id);
}
