import type { Order, OrderStatus, PaymentStatus, ShippingStatus } from '../schemas/order.ts';

/** Orders per page of /admin/orders. The spec gives none; 20 fits a staff screen. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** Longest search text of the order list. */
export const ADMIN_ORDER_SEARCH_MAX = 100;

/** What /admin/orders is filtered by: the three statuses and a customer or order number text. */
export interface AdminOrderFilter {
  search: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  shippingStatus?: ShippingStatus;
}

type FilterableOrder = Pick<Order, 'id' | 'userName' | 'userEmail' | 'status' | 'paymentStatus' | 'shippingStatus'> & {
  orderNumber?: string | undefined;
};

/**
 * The orders matching every status given and the search, which looks case-insensitively in the
 * order number (id or printed number) and the customer's name and e-mail. Order is kept.
 */
export function filterAdminOrders<O extends FilterableOrder>(orders: readonly O[], filter: AdminOrderFilter): O[] {
  const needle = filter.search.trim().toLowerCase();
  return orders.filter(
    (order) =>
      (filter.status === undefined || order.status === filter.status) &&
      (filter.paymentStatus === undefined || order.paymentStatus === filter.paymentStatus) &&
      (filter.shippingStatus === undefined || order.shippingStatus === filter.shippingStatus) &&
      (needle === '' ||
        [order.id, order.orderNumber ?? '', order.userName, order.userEmail].some((field) => field.toLowerCase().includes(needle))),
  );
}
