import { formatDate } from '../format/date.ts';
import type { Favourite } from '../schemas/favourite.ts';

export const NEVER_ORDERED_LABEL = 'Jamais commandé';

/**
 * "Last ordered" cell of the favourites table (spec 2 §2.3): the date and the order count, or
 * "Jamais commandé".
 */
export function lastOrderedLabel(favourite: Pick<Favourite, 'lastOrdered' | 'orderCount'>): string {
  if (!favourite.lastOrdered || favourite.orderCount === 0) return NEVER_ORDERED_LABEL;
  const orders = favourite.orderCount === 1 ? '1 commande' : `${favourite.orderCount} commandes`;
  return `${formatDate(favourite.lastOrdered)} (${orders})`;
}
