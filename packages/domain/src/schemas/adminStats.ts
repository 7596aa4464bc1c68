import * as v from 'valibot';
import { amount, count, expected, isoDate, oneOf, requiredText, text } from './fields.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order.ts';

/** One month of the last six (spec 3 §7 "Statistics rules"); month is the French abbreviation. */
export const MonthlyOrdersSchema = v.object({
  month: text,
  count,
  revenue: amount,
});
export type MonthlyOrders = v.InferOutput<typeof MonthlyOrdersSchema>;

/** Share of the orders in one status, percentage rounded to a whole number (spec 3 §7). */
function statusShareSchema<const TStatuses extends readonly [string, ...string[]]>(statuses: TStatuses) {
  return v.object({
    status: oneOf(statuses),
    /** French label of the status, as the chart shows it. */
    label: text,
    count,
    percentage: v.pipe(count, v.maxValue(100, expected('a percentage of 100 or less'))),
  });
}

export const OrderStatusShareSchema = statusShareSchema(ORDER_STATUSES);
export type OrderStatusShare = v.InferOutput<typeof OrderStatusShareSchema>;
export const PaymentStatusShareSchema = statusShareSchema(PAYMENT_STATUSES);
export type PaymentStatusShare = v.InferOutput<typeof PaymentStatusShareSchema>;

export const TopProductSchema = v.object({
  name: text,
  quantity: count,
  revenue: amount,
});
export type TopProduct = v.InferOutput<typeof TopProductSchema>;

/** A line of the dashboard's recent orders (spec 3 §3 "Recent order"). */
export const RecentOrderSchema = v.object({
  id: requiredText,
  /** The number the customer, the order page and the invoice give (CMD-2026-00060); `id` is the record's. */
  orderNumber: requiredText,
  userName: text,
  userEmail: text,
  orderDate: isoDate,
  totalAmount: amount,
  status: oneOf(ORDER_STATUSES),
  paymentStatus: oneOf(PAYMENT_STATUSES),
});
export type RecentOrder = v.InferOutput<typeof RecentOrderSchema>;

/** Answer of GET /admin/stats (spec 3 §3 "Admin statistics"). */
export const AdminStatsSchema = v.object({
  totalOrders: count,
  totalRevenue: amount,
  pendingOrders: count,
  shippedOrders: count,
  deliveredOrders: count,
  ordersByMonth: v.array(MonthlyOrdersSchema, expected('a list')),
  ordersByStatus: v.array(OrderStatusShareSchema, expected('a list')),
  paymentsByStatus: v.array(PaymentStatusShareSchema, expected('a list')),
  topProducts: v.array(TopProductSchema, expected('a list')),
  recentOrders: v.array(RecentOrderSchema, expected('a list')),
});
export type AdminStats = v.InferOutput<typeof AdminStatsSchema>;
