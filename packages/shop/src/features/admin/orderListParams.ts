import * as v from 'valibot';
import { ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_STATUSES, type AdminOrderFilter } from '@otech/domain';

/** The order list's filter and page, kept in the URL so a filtered list can be shared and gone back to. */
export interface OrderListParams {
  filter: AdminOrderFilter;
  page: number;
}

// A hand-edited URL with an unknown status or page simply shows every order, page 1.
const status = <const T extends readonly [string, ...string[]]>(values: T) => v.fallback(v.optional(v.picklist(values)), undefined);
const ParamsSchema = v.object({
  search: v.fallback(v.pipe(v.string(), v.trim()), ''),
  status: status(ORDER_STATUSES),
  paymentStatus: status(PAYMENT_STATUSES),
  shippingStatus: status(SHIPPING_STATUSES),
  page: v.fallback(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), 1),
});

export function readOrderListParams(params: URLSearchParams): OrderListParams {
  const { page, search, ...statuses } = v.parse(ParamsSchema, Object.fromEntries(params));
  const filter: AdminOrderFilter = { search };
  for (const [key, value] of Object.entries(statuses)) if (value) Object.assign(filter, { [key]: value });
  return { filter, page };
}

/** The URL query of a list state; empty values and page 1 are left out. */
export function orderListSearch({ filter, page }: OrderListParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  if (page > 1) params.set('page', String(page));
  return params;
}
