import * as v from 'valibot';
import { ADMIN_ORDER_SEARCH_MAX, ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_STATUSES, type AdminOrderFilter } from '@otech/domain';

// The order list's filter lives in the URL (?status=delivered&search=durand&du=2027-01-01), its page and sort
// beside it (useListUrl); a hand-edited unknown status or date shows every order.
const status = <const T extends readonly [string, ...string[]]>(values: T) => v.fallback(v.optional(v.picklist(values)), undefined);
const day = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);
const ParamsSchema = v.object({
  search: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(ADMIN_ORDER_SEARCH_MAX)), ''),
  status: status(ORDER_STATUSES),
  paymentStatus: status(PAYMENT_STATUSES),
  shippingStatus: status(SHIPPING_STATUSES),
  du: day,
  au: day,
});

export function readOrderFilter(params: URLSearchParams): AdminOrderFilter {
  const { du, au, ...rest } = v.parse(ParamsSchema, Object.fromEntries(params));
  const filter: AdminOrderFilter = { search: rest.search };
  for (const [key, value] of Object.entries({ status: rest.status, paymentStatus: rest.paymentStatus, shippingStatus: rest.shippingStatus, from: du, to: au })) {
    if (value) Object.assign(filter, { [key]: value });
  }
  return filter;
}

/** The URL's values of a filter (empty ones removed by the list's URL). */
export function orderFilterParams(filter: AdminOrderFilter): Record<string, string | undefined> {
  return { search: filter.search, status: filter.status, paymentStatus: filter.paymentStatus, shippingStatus: filter.shippingStatus, du: filter.from, au: filter.to };
}
