import { formatMonthAbbreviation, isoDay } from '../format/date.ts';
import type { AdminStats, MonthlyOrders, RecentOrder, TopProduct } from '../schemas/adminStats.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, type Order } from '../schemas/order.ts';
import { countsAsSpent, fromCents, toCents } from './money.ts';
import { ORDER_STATUS_LABELS } from './statuses/orderStatus.ts';
import { PAYMENT_STATUS_DISPLAY } from './statuses/paymentStatus.ts';

/** Statistics rules of spec 3 §7 and §9. */
export const STATS_MONTHS = 6;
export const STATS_RECENT_ORDERS = 10;
export const STATS_TOP_PRODUCTS = 5;
export const CHART_NAME_MAX = 20;

export type StatsOrder = Pick<
  Order,
  'id' | 'userName' | 'userEmail' | 'items' | 'totalAmount' | 'status' | 'paymentStatus' | 'orderDate'
>;

// A cancelled or returned order counts as an order but brings no revenue.
const revenueCents = (order: StatsOrder): number => (countsAsSpent(order) ? toCents(order.totalAmount) : 0);

/** Cuts a product name to 20 characters plus an ellipsis for the bar chart (spec 3 §2). */
export function chartProductName(name: string): string {
  return name.length > CHART_NAME_MAX ? `${name.slice(0, CHART_NAME_MAX)}...` : name;
}

/** The last 6 Paris months, oldest first, with French abbreviations; revenue rounded to the euro. */
export function ordersByMonth(orders: readonly StatsOrder[], now: Date): MonthlyOrders[] {
  const [year, month] = isoDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: STATS_MONTHS }, (_, i) => {
    const middle = new Date(Date.UTC(year, month - STATS_MONTHS + i, 15));
    const key = isoDay(middle).slice(0, 7);
    const inMonth = orders.filter((order) => isoDay(order.orderDate).slice(0, 7) === key);
    return {
      month: formatMonthAbbreviation(middle),
      count: inMonth.length,
      revenue: Math.round(inMonth.reduce((sum, order) => sum + revenueCents(order), 0) / 100),
    };
  });
}

/** Share of each status present, in the catalogue's order, percentage rounded to a whole number. */
function shares<S extends string>(
  values: readonly S[],
  statusOf: (order: StatsOrder) => string,
  labelOf: (status: S) => string,
  orders: readonly StatsOrder[],
) {
  return values
    .map((status) => ({ status, label: labelOf(status), count: orders.filter((o) => statusOf(o) === status).length }))
    .filter((share) => share.count > 0)
    .map((share) => ({ ...share, percentage: Math.round((share.count / orders.length) * 100) }));
}

/** Products summed over all order lines, by product id, ranked by revenue or by quantity. */
export function topProducts(orders: readonly StatsOrder[], by: 'revenue' | 'quantity'): TopProduct[] {
  const totals = new Map<string, { name: string; quantity: number; cents: number }>();
  for (const item of orders.flatMap((order) => order.items)) {
    const total = totals.get(item.productId) ?? { name: item.productName, quantity: 0, cents: 0 };
    total.quantity += item.quantity;
    total.cents += toCents(item.totalPrice);
    totals.set(item.productId, total);
  }
  return [...totals.values()]
    .map(({ name, quantity, cents }) => ({ name, quantity, revenue: fromCents(cents) }))
    .sort((a, b) => b[by] - a[by])
    .slice(0, STATS_TOP_PRODUCTS);
}

/** The 10 most recent orders, newest first (spec 3 §7). */
export function recentOrders(orders: readonly StatsOrder[]): RecentOrder[] {
  return [...orders]
    .sort((a, b) => Date.parse(b.orderDate) - Date.parse(a.orderDate))
    .slice(0, STATS_RECENT_ORDERS)
    .map(({ id, userName, userEmail, orderDate, totalAmount, status, paymentStatus }) => ({
      id,
      userName,
      userEmail,
      orderDate,
      totalAmount,
      status,
      paymentStatus,
    }));
}

/**
 * The administration statistics (spec 3 §3 and §7). topProducts is ranked by revenue; the
 * dashboard's bar chart asks `topProducts(orders, 'quantity')` itself (spec 3 §7).
 */
export function computeAdminStats(orders: readonly StatsOrder[], now: Date): AdminStats {
  const countOf = (status: Order['status']) => orders.filter((order) => order.status === status).length;
  return {
    totalOrders: orders.length,
    totalRevenue: fromCents(orders.reduce((sum, order) => sum + revenueCents(order), 0)),
    pendingOrders: countOf('pending'),
    shippedOrders: countOf('shipped'),
    deliveredOrders: countOf('delivered'),
    ordersByMonth: ordersByMonth(orders, now),
    ordersByStatus: shares(ORDER_STATUSES, (o) => o.status, (s) => ORDER_STATUS_LABELS[s], orders),
    paymentsByStatus: shares(PAYMENT_STATUSES, (o) => o.paymentStatus, (s) => PAYMENT_STATUS_DISPLAY[s].label, orders),
    topProducts: topProducts(orders, 'revenue'),
    recentOrders: recentOrders(orders),
  };
}
