import * as v from 'valibot';
import { ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_STATUSES, type OrderStatus, type PaymentStatus, type ShippingStatus } from '../schemas/order.ts';
import { exportFormatQuery, listDayQuery, listSearchQuery, searchWords, sortQuery, type ListSort } from './staffLists.ts';

/** Orders per page of /admin/orders. The spec gives none; 20 fits a staff screen. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** Longest search text of the order list. */
export const ADMIN_ORDER_SEARCH_MAX = 100;

/** What /admin/orders is filtered by: the three statuses and a customer or order number text. */
export interface AdminOrderFilter {
  search: string;
  /** Order dates, `YYYY-MM-DD`, both days included. */
  from?: string | undefined;
  to?: string | undefined;
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
 * order is listed when every `equal` holds and every word of the search is found, in any order, in
 * its `fields` taken together, accents and case ignored (`searchWords`), wildcards taken as text.
 */
export interface AdminOrderCriteria {
  equal: { field: AdminOrderStatusField; value: string }[];
  search?: { words: string[]; fields: readonly AdminOrderSearchedField[] };
}

/** What a filter of /admin/orders asks for: the statuses chosen, and the search's words folded, when not blank. */
export function adminOrderCriteria(filter: AdminOrderFilter): AdminOrderCriteria {
  const words = searchWords(filter.search);
  return {
    equal: ADMIN_ORDER_STATUS_FIELDS.flatMap((field) => {
      const value = filter[field];
      return value === undefined ? [] : [{ field, value }];
    }),
    ...(words.length === 0 ? {} : { search: { words, fields: ADMIN_ORDER_SEARCHED_FIELDS } }),
  };
}

/** /admin/orders sorts by these columns: date, number, customer, amount. */
export const ADMIN_ORDER_SORT_KEYS = ['date', 'numero', 'client', 'montant'] as const;
export type AdminOrderSortKey = (typeof ADMIN_ORDER_SORT_KEYS)[number];
/** The list opens on the latest orders (those held on credit first, issue 22). */
export const ADMIN_ORDER_DEFAULT_SORT: ListSort<AdminOrderSortKey> = { key: 'date', direction: 'desc' };

/** A status filter of the order list: one of the catalogue's values, or absent / empty for all. */
const statusFilter = <const T extends readonly [string, ...string[]]>(values: T) => v.optional(v.union([v.literal(''), v.picklist(values)], `Valeur attendue : ${values.join(', ')}`));

/** What narrows /admin/orders in its query (issues 23 and 27): text, the three statuses, order dates, sort. */
export const ADMIN_ORDER_LIST_QUERY = {
  search: listSearchQuery(ADMIN_ORDER_SEARCH_MAX),
  status: statusFilter(ORDER_STATUSES),
  paymentStatus: statusFilter(PAYMENT_STATUSES),
  shippingStatus: statusFilter(SHIPPING_STATUSES),
  from: listDayQuery,
  to: listDayQuery,
  sort: sortQuery(ADMIN_ORDER_SORT_KEYS, ADMIN_ORDER_DEFAULT_SORT),
};

/** The query's values as the store's filter: an empty status is no filter. */
export const adminOrderFilterOf = <Q extends { search: string; status?: string | undefined; paymentStatus?: string | undefined; shippingStatus?: string | undefined }>({ status, paymentStatus, shippingStatus, ...rest }: Q) => ({
  ...rest,
  ...(status ? { status: status as OrderStatus } : {}),
  ...(paymentStatus ? { paymentStatus: paymentStatus as PaymentStatus } : {}),
  ...(shippingStatus ? { shippingStatus: shippingStatus as ShippingStatus } : {}),
});

/** The export of /admin/orders: the same filters and sort, every page, as csv or xlsx. */
export const AdminOrderExportQuerySchema = v.pipe(v.object({ ...ADMIN_ORDER_LIST_QUERY, format: exportFormatQuery }), v.transform(adminOrderFilterOf));
export type AdminOrderExportQuery = v.InferOutput<typeof AdminOrderExportQuerySchema>;
