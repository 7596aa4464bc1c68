import { formatMonthAbbreviation, isoDay } from '../format/date.ts';
import type { AdminStats, MonthlyOrders, RecentOrder, TopProduct } from '../schemas/adminStats.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES, type Order, type OrderStatus, type PaymentStatus } from '../schemas/order.ts';
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
  'id' | 'orderNumber' | 'userName' | 'userEmail' | 'items' | 'totalAmount' | 'status' | 'paymentStatus' | 'orderDate'
>;

/*
 * The statistics are computed from tallies, so that a database can add them up itself (GROUP BY,
 * or totals kept as orders are written) and hand over a few rows instead of every order: the rules
 * below (revenue, months, shares, ranking) then apply alike to the tallies made here from orders
 * and to those a database answers.
 */

/** The orders of one Paris month, status and payment status: how many, and the revenue they brought. */
export interface OrderTally {
  /** `YYYY-MM` of the Paris month; null for a date that cannot be read (the order counts in no month). */
  month: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  orders: number;
  /** Sum of the orders' totals in cents, cancelled and returned ones counting 0. */
  revenueCents: number;
}

/** The lines of one product over the orders that were sold (cancelled and returned ones left out). */
export interface ProductTally {
  productId: string;
  /** The name on its line of the most recent order (the greater name on a tie), as the product is known today. */
  name: string;
  /** The date of that order, to compare the next line with. */
  namedAt: string;
  quantity: number;
  /** Sum of the lines' totals, each line rounded to the cent. */
  revenueCents: number;
}

// A cancelled or returned order counts as an order but brings no revenue, nor any top product.
const revenueCents = (order: StatsOrder): number => (countsAsSpent(order) ? toCents(order.totalAmount) : 0);

/** The Paris month `YYYY-MM` of a date, null when it is no date. */
export function parisMonth(date: string): string | null {
  return Number.isNaN(Date.parse(date)) ? null : isoDay(date).slice(0, 7);
}

/** The orders added up by Paris month, status and payment status. */
export function tallyOrders(orders: readonly StatsOrder[]): OrderTally[] {
  const tallies = new Map<string, OrderTally>();
  for (const order of orders) {
    const month = parisMonth(order.orderDate);
    const key = `${month}|${order.status}|${order.paymentStatus}`;
    const tally = tallies.get(key) ?? { month, status: order.status, paymentStatus: order.paymentStatus, orders: 0, revenueCents: 0 };
    tally.orders += 1;
    tally.revenueCents += revenueCents(order);
    tallies.set(key, tally);
  }
  return [...tallies.values()];
}

const laterName = (a: { namedAt: string; name: string }, b: { namedAt: string; name: string }): boolean =>
  a.namedAt > b.namedAt || (a.namedAt === b.namedAt && a.name > b.name);

/** The lines of the sold orders added up by product id. */
export function tallyProducts(orders: readonly StatsOrder[]): ProductTally[] {
  const tallies = new Map<string, ProductTally>();
  for (const order of orders.filter(countsAsSpent)) {
    for (const item of order.items) {
      const line = { name: item.productName, namedAt: order.orderDate };
      const tally = tallies.get(item.productId) ?? { productId: item.productId, ...line, quantity: 0, revenueCents: 0 };
      if (laterName(line, tally)) Object.assign(tally, line);
      tally.quantity += item.quantity;
      tally.revenueCents += toCents(item.totalPrice);
      tallies.set(item.productId, tally);
    }
  }
  return [...tallies.values()];
}

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

/**
 * The bar chart's labels, in the ranking's order: each name cut to 20 characters, and where two cut
 * names read the same (« Batterie plomb AGM 1... » for the 7 and the 12 Ah), each of those says its
 * rank, « (n° 2) », so that every bar has its own label (decision 281).
 */
export function chartProductNames(names: readonly string[]): string[] {
  const cut = names.map(chartProductName);
  return cut.map((label, index) => (cut.indexOf(label) === cut.lastIndexOf(label) ? label : `${label} (n° ${index + 1})`));
}

const sumOf = <T>(rows: readonly T[], value: (row: T) => number): number => rows.reduce((sum, row) => sum + value(row), 0);

/** The last 6 Paris months, oldest first, with French abbreviations; revenue rounded to the euro. */
export function monthsOfTallies(tallies: readonly OrderTally[], now: Date): MonthlyOrders[] {
  const [year, month] = isoDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: STATS_MONTHS }, (_, i) => {
    const middle = new Date(Date.UTC(year, month - STATS_MONTHS + i, 15));
    const inMonth = tallies.filter((tally) => tally.month === isoDay(middle).slice(0, 7));
    return {
      month: formatMonthAbbreviation(middle),
      count: sumOf(inMonth, (tally) => tally.orders),
      revenue: Math.round(sumOf(inMonth, (tally) => tally.revenueCents) / 100),
    };
  });
}

/** The first month `monthsOfTallies` shows: older tallies may be merged into one null month. */
export function firstStatsMonth(now: Date): string {
  const [year, month] = isoDay(now).split('-').map(Number) as [number, number];
  return isoDay(new Date(Date.UTC(year, month - STATS_MONTHS, 15))).slice(0, 7);
}

/** The last 6 Paris months of the orders (see `monthsOfTallies`). */
export function ordersByMonth(orders: readonly StatsOrder[], now: Date): MonthlyOrders[] {
  return monthsOfTallies(tallyOrders(orders), now);
}

/** Share of each status present, in the catalogue's order, whole percentages adding up to 100. */
function shares<S extends string>(values: readonly S[], countOf: (status: S) => number, labelOf: (status: S) => string) {
  const present = values.map((status) => ({ status, label: labelOf(status), count: countOf(status) })).filter((share) => share.count > 0);
  const percentages = wholePercentages(present.map((share) => share.count));
  return present.map((share, index) => ({ ...share, percentage: percentages[index] ?? 0 }));
}

/** The top 5 products ranked by revenue or by quantity, then by the other, then by product id. */
export function rankProducts(tallies: readonly ProductTally[], by: 'revenue' | 'quantity'): TopProduct[] {
  const key = (tally: ProductTally) => (by === 'revenue' ? [tally.revenueCents, tally.quantity] : [tally.quantity, tally.revenueCents]);
  return [...tallies]
    .sort((a, b) => {
      const [a1 = 0, a2 = 0] = key(a);
      const [b1 = 0, b2 = 0] = key(b);
      return b1 - a1 || b2 - a2 || (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0);
    })
    .slice(0, STATS_TOP_PRODUCTS)
    .map(({ name, quantity, revenueCents: cents }) => ({ name, quantity, revenue: fromCents(cents) }));
}

/** Products summed over the lines of the orders that were sold, ranked by revenue or by quantity. */
export function topProducts(orders: readonly StatsOrder[], by: 'revenue' | 'quantity'): TopProduct[] {
  return rankProducts(tallyProducts(orders), by);
}

/**
 * The 10 most recent orders, newest first (spec 3 §7), the greater id first on the same date; an
 * order whose date cannot be read is not among them.
 */
export function recentOrders(orders: readonly StatsOrder[]): RecentOrder[] {
  return orders
    .filter((order) => parisMonth(order.orderDate) !== null)
    .sort((a, b) => Date.parse(b.orderDate) - Date.parse(a.orderDate) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, STATS_RECENT_ORDERS)
    .map(({ id, orderNumber, userName, userEmail, orderDate, totalAmount, status, paymentStatus }) => ({
      id,
      orderNumber,
      userName,
      userEmail,
      orderDate,
      totalAmount,
      status,
      paymentStatus,
    }));
}

/** What the statistics are made of: the order and product tallies, and the most recent orders. */
export interface StatsTallies {
  orders: readonly OrderTally[];
  products: readonly ProductTally[];
  recent: readonly StatsOrder[];
}

/**
 * The administration statistics (spec 3 §3 and §7) from tallies; the top products ranked by
 * revenue unless asked by quantity (the dashboard's bar chart, spec 3 §7).
 */
export function adminStatsOfTallies(tallies: StatsTallies, now: Date, rankBy: 'revenue' | 'quantity' = 'revenue'): AdminStats {
  const { orders } = tallies;
  const countOf = (test: (tally: OrderTally) => boolean) => sumOf(orders.filter(test), (tally) => tally.orders);
  return {
    totalOrders: countOf(() => true),
    totalRevenue: fromCents(sumOf(orders, (tally) => tally.revenueCents)),
    pendingOrders: countOf((tally) => tally.status === 'pending'),
    shippedOrders: countOf((tally) => tally.status === 'shipped'),
    deliveredOrders: countOf((tally) => tally.status === 'delivered'),
    ordersByMonth: monthsOfTallies(orders, now),
    ordersByStatus: shares(ORDER_STATUSES, (s) => countOf((tally) => tally.status === s), (s) => ORDER_STATUS_LABELS[s]),
    paymentsByStatus: shares(PAYMENT_STATUSES, (s) => countOf((tally) => tally.paymentStatus === s), (s) => PAYMENT_STATUS_DISPLAY[s].label),
    topProducts: rankProducts(tallies.products, rankBy),
    recentOrders: recentOrders(tallies.recent),
  };
}

/** The administration statistics of every order (spec 3 §3 and §7); see `adminStatsOfTallies`. */
export function computeAdminStats(orders: readonly StatsOrder[], now: Date, rankBy: 'revenue' | 'quantity' = 'revenue'): AdminStats {
  return adminStatsOfTallies({ orders: tallyOrders(orders), products: tallyProducts(orders), recent: orders }, now, rankBy);
}
