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

// A cancelled or returned order counts as an order but brings no revenue, nor any top product.
const revenueCents = (order: StatsOrder): number => (countsAsSpent(order) ? toCents(order.totalAmount) : 0);

/**
 * Whole percentages of the counts that add up to exactly 100 (largest remainder method): each
 * share gets its floor, then the points left go to the largest remainders, earliest first on a tie.
 * All zero counts give all zeros.
 */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const floors = exact.map(Math.floor);
  const left = 100 - floors.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) floors[index] = (floors[index] ?? 0) + 1;
  return floors;
}

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

/** Share of each status present, in the catalogue's order, whole percentages adding up to 100. */
function shares<S extends string>(
  values: readonly S[],
  statusOf: (order: StatsOrder) => string,
  labelOf: (status: S) => string,
  orders: readonly StatsOrder[],
) {
  const present = values
    .map((status) => ({ status, label: labelOf(status), count: orders.filter((o) => statusOf(o) === status).length }))
    .filter((share) => share.count > 0);
  const percentages = wholePercentages(present.map((share) => share.count));
  return present.map((share, index) => ({ ...share, percentage: percentages[index] ?? 0 }));
}

/**
 * Products summed over the lines of the orders that were sold (cancelled and returned ones left
 * out, as from the revenue), by product id, ranked by revenue or by quantity.
 */
export function topProducts(orders: readonly StatsOrder[], by: 'revenue' | 'quantity'): TopProduct[] {
  const totals = new Map<string, { name: string; quantity: number; cents: number }>();
  for (const item of orders.filter(countsAsSpent).flatMap((order) => order.items)) {
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
