import { formatMonthAbbreviation, isoDay } from '../format/date.ts';
import type { AdminStats, MonthlyOrders, OrderStatusShare, PaymentStatusShare, RecentOrder, TopProduct } from '../schemas/adminStats.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../schemas/order.ts';
import type { Order, OrderStatus, PaymentStatus } from '../schemas/order.ts';
import { ORDER_STATUS_LABELS } from './statuses/orderStatus.ts';
import { PAYMENT_STATUS_DISPLAY } from './statuses/paymentStatus.ts';

/** Spec 3 §7 "Statistics rules" and §9: six months, ten recent orders, five top products. */
export const ADMIN_STATS_MONTHS = 6;
export const ADMIN_STATS_RECENT_ORDERS = 10;
export const ADMIN_STATS_TOP_PRODUCTS = 5;

/** What the statistics read of an order; stored orders carry more. */
export type StatsOrder = Pick<Order, 'id' | 'userName' | 'userEmail' | 'orderDate' | 'totalAmount' | 'status' | 'paymentStatus'> & {
  items: readonly Pick<Order['items'][number], 'productName' | 'quantity' | 'totalPrice'>[];
};

const toCents = (euros: number): number => Math.round(euros * 100);
const sumEuros = (amounts: readonly number[]): number => amounts.reduce((sum, value) => sum + toCents(value), 0) / 100;

/** Whole percentage of the part in the total; 0 when there is nothing (spec 3 §7: rounded to whole numbers). */
export function wholePercentage(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** `YYYY-MM` of the Paris month of a date. */
function monthKey(date: string | Date): string {
  return isoDay(date).slice(0, 7);
}

/** The last `count` Paris months up to the one holding `now`, oldest first, as `YYYY-MM`. */
export function lastMonths(now: Date, count: number = ADMIN_STATS_MONTHS): string[] {
  const [year = 0, month = 1] = monthKey(now).split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const shifted = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 15));
    return shifted.toISOString().slice(0, 7);
  });
}

/**
 * Orders and revenue of each of the last six months, labelled with the French abbreviation
 * (spec 3 §7); the chart's revenue is rounded to the euro.
 */
export function ordersByMonth(orders: readonly StatsOrder[], now: Date): MonthlyOrders[] {
  return lastMonths(now).map((key) => {
    const inMonth = orders.filter((order) => monthKey(order.orderDate) === key);
    return {
      month: formatMonthAbbreviation(`${key}-15T12:00:00Z`),
      count: inMonth.length,
      revenue: Math.round(sumEuros(inMonth.map((order) => order.totalAmount))),
    };
  });
}

function shares<S extends string>(values: readonly S[], statuses: readonly S[], labels: Readonly<Record<S, string>>) {
  return statuses
    .map((status) => ({ status, count: values.filter((value) => value === status).length }))
    .filter((share) => share.count > 0)
    .map((share) => ({ ...share, label: labels[share.status], percentage: wholePercentage(share.count, values.length) }));
}

/** Orders per status that occurs, in the spec's status order, with a whole percentage. */
export function ordersByStatus(orders: readonly Pick<StatsOrder, 'status'>[]): OrderStatusShare[] {
  return shares<OrderStatus>(orders.map((order) => order.status), ORDER_STATUSES, ORDER_STATUS_LABELS);
}

const PAYMENT_STATUS_LABELS = Object.fromEntries(
  PAYMENT_STATUSES.map((status) => [status, PAYMENT_STATUS_DISPLAY[status].label]),
) as Record<PaymentStatus, string>;

export function paymentsByStatus(orders: readonly Pick<StatsOrder, 'paymentStatus'>[]): PaymentStatusShare[] {
  return shares<PaymentStatus>(orders.map((order) => order.paymentStatus), PAYMENT_STATUSES, PAYMENT_STATUS_LABELS);
}

/**
 * The five products sold in the largest quantity (the dashboard chart, spec 3 §7), lines summed
 * by product name; a tie goes to the larger revenue, then to the name.
 */
export function topProducts(orders: readonly Pick<StatsOrder, 'items'>[], limit: number = ADMIN_STATS_TOP_PRODUCTS): TopProduct[] {
  const byName = new Map<string, { quantity: number; cents: number }>();
  for (const item of orders.flatMap((order) => order.items)) {
    const entry = byName.get(item.productName) ?? { quantity: 0, cents: 0 };
    entry.quantity += item.quantity;
    entry.cents += toCents(item.totalPrice);
    byName.set(item.productName, entry);
  }
  return [...byName]
    .map(([name, entry]) => ({ name, quantity: entry.quantity, revenue: entry.cents / 100 }))
    .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.name.localeCompare(b.name, 'fr'))
    .slice(0, limit);
}

/** The ten most recent orders, newest first (spec 3 §7). */
export function recentOrders(orders: readonly StatsOrder[], limit: number = ADMIN_STATS_RECENT_ORDERS): RecentOrder[] {
  return [...orders]
    .sort((a, b) => Date.parse(b.orderDate) - Date.parse(a.orderDate))
    .slice(0, limit)
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

/** GET /admin/stats (spec 3 §3 "Admin statistics"): totals over every order, revenue to the cent. */
export function adminStats(orders: readonly StatsOrder[], now: Date): AdminStats {
  const countOf = (status: OrderStatus) => orders.filter((order) => order.status === status).length;
  return {
    totalOrders: orders.length,
    totalRevenue: sumEuros(orders.map((order) => order.totalAmount)),
    pendingOrders: countOf('pending'),
    shippedOrders: countOf('shipped'),
    deliveredOrders: countOf('delivered'),
    ordersByMonth: ordersByMonth(orders, now),
    ordersByStatus: ordersByStatus(orders),
    paymentsByStatus: paymentsByStatus(orders),
    topProducts: topProducts(orders),
    recentOrders: recentOrders(orders),
  };
}
