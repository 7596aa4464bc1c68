import type { OrderStatus, PaymentStatus, ShippingStatus } from '../schemas/order.ts';

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

/** The order's fields a status filter compares with the value chosen. */
export const ADMIN_ORDER_STATUS_FIELDS = ['status', 'paymentStatus', 'shippingStatus'] as const;
export type AdminOrderStatusField = (typeof ADMIN_ORDER_STATUS_FIELDS)[number];

/**
 * The order's fields the search looks in: its number (id or printed number) and its customer's
 * name and e-mail. A field the order lacks is searched as empty text.
 */
export const ADMIN_ORDER_SEARCHED_FIELDS = ['id', 'orderNumber', 'userName', 'userEmail'] as const;
export type AdminOrderSearchedField = (typeof ADMIN_ORDER_SEARCHED_FIELDS)[number];

/**
 * /admin/orders' filter as a description the store applies (the API turns it into its query): an
 * order is listed when every `equal` holds and, when there is a `search`, its text is found
 * anywhere in one of its `fields`, both sides lower-cased (`foldCase`), wildcards taken as text.
 */
export interface AdminOrderCriteria {
  equal: { field: AdminOrderStatusField; value: string }[];
  search?: { text: string; fields: readonly AdminOrderSearchedField[] };
}

/** How the search compares letters: lower-cased on both sides, accents kept (é is not e). */
export function foldCase(text: string): string {
  return text.toLowerCase();
}

/** What a filter of /admin/orders asks for: the statuses chosen, and the search text trimmed and folded, when not blank. */
export function adminOrderCriteria(filter: AdminOrderFilter): AdminOrderCriteria {
  const text = foldCase(filter.search.trim());
  return {
    equal: ADMIN_ORDER_STATUS_FIELDS.flatMap((field) => {
      const value = filter[field];
      return value === undefined ? [] : [{ field, value }];
    }),
    ...(text === '' ? {} : { search: { text, fields: ADMIN_ORDER_SEARCHED_FIELDS } }),
  };
}
