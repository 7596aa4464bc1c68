import type { OrderStatusUpdate } from '../schemas/order.ts';

/** Any stored order shape: only the id and the shipping status are read. */
type UpdatableOrder = { id: string; shippingStatus?: unknown };

/**
 * Applies an administrator's status change (spec 3 §4): any of the three statuses may be set
 * freely, and a tracking number and carrier may come with it. An order that becomes delivered
 * gets today as its delivery date; one taken back out of delivered loses it, since it was a
 * mistake. An unknown order id gives null, the "false" of the spec, and the list is left as it was.
 */
export function applyOrderUpdate<O extends UpdatableOrder>(
  orders: readonly O[],
  id: string,
  update: OrderStatusUpdate,
  now: Date,
): O[] | null {
  if (!orders.some((order) => order.id === id)) return null;
  const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  return orders.map((order) => {
    if (order.id !== id) return order;
    const updated: Record<string, unknown> = { ...order, ...changes };
    if (update.shippingStatus === 'delivered' && order.shippingStatus !== 'delivered') {
      updated.actualDelivery = now.toISOString();
    } else if (update.shippingStatus !== undefined && update.shippingStatus !== 'delivered') {
      delete updated.actualDelivery;
    }
    return updated as O;
  });
}
