import type { Order, OrderStatusUpdate } from '../schemas/order.ts';

/**
 * Applies an administrator's status change (spec 3 §4): any of the three statuses may be set
 * freely, and a tracking number may come with it. An unknown order id gives null, the "false"
 * of the spec, and the list is left as it was.
 */
export function applyOrderUpdate<O extends Pick<Order, 'id'>>(
  orders: readonly O[],
  id: string,
  update: OrderStatusUpdate,
): O[] | null {
  if (!orders.some((order) => order.id === id)) return null;
  const changes = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  return orders.map((order) => (order.id === id ? { ...order, ...changes } : order));
}
