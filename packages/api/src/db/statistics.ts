import { sql } from 'kysely';
import { adminStatsOfTallies, firstStatsMonth, STATS_RECENT_ORDERS, STATS_TOP_PRODUCTS } from '@otech/domain';
import type { AdminStats, ClientOrderTally, OrderStatus, OrderTally, PaymentStatus, ProductTally } from '@otech/domain';
import type { Client } from '@otech/domain';
import type { Database } from './database.ts';
import type { SqlDatabase } from './sql/connect.ts';
import { readOrder } from '../records/storedRecords.ts';

/*
 * The administration's statistics (spec 3 §3, §7) from the totals the database keeps as orders are
 * written (migration 0003): a few hundred rows and the ten latest orders are read, whatever the
 * number of orders, and the domain's rules make the figures of them. The same for each client's
 * orders (migration 0007), which the client cards read.
 */

/** The order totals, months before the six shown merged into one (null) month. */
async function orderTallies(db: SqlDatabase, now: Date): Promise<OrderTally[]> {
  // Written out, not bound: PostgreSQL groups by the select's expression only when it is the same text.
  const month = sql<string | null>`case when month >= ${sql.lit(firstStatsMonth(now))} then month end`;
  const rows = await db
    .selectFrom('order_tallies')
    .select([month.as('month'), 'status', 'payment_status', (eb) => eb.fn.sum<string>('orders').as('orders'), (eb) => eb.fn.sum<string>('revenue_cents').as('revenue_cents')])
    .groupBy([month, 'status', 'payment_status'])
    .execute();
  return rows.map((row) => ({
    month: row.month,
    status: row.status as OrderStatus,
    paymentStatus: row.payment_status as PaymentStatus,
    orders: Number(row.orders),
    revenueCents: Number(row.revenue_cents),
  }));
}

/** The top products by quantity, ranked as the domain's `rankProducts` ranks them. */
async function productTallies(db: SqlDatabase): Promise<ProductTally[]> {
  const rows = await db
    .selectFrom('product_tallies')
    .selectAll()
    .orderBy('quantity', 'desc')
    .orderBy('revenue_cents', 'desc')
    .orderBy(sql`product_id collate "C"`)
    .limit(STATS_TOP_PRODUCTS)
    .execute();
  return rows.map((row) => ({ productId: row.product_id, name: row.name, namedAt: row.named_at, quantity: Number(row.quantity), revenueCents: Number(row.revenue_cents) }));
}

/** The most recent orders with a date, read as the routes read them, their owners named from the client records. */
async function recentOrders(db: SqlDatabase) {
  const rows = await db
    .selectFrom('orders')
    .leftJoin('clients', 'clients.id', 'orders.client_id')
    .select(['orders.record as order', 'clients.record as owner'])
    .where(sql<boolean>`otech_paris_month(orders.order_date) is not null`)
    .orderBy('orders.order_date', 'desc')
    .orderBy(sql`orders.id collate "C"`, 'desc')
    .limit(STATS_RECENT_ORDERS)
    .execute();
  return rows.map((row) => readOrder(row.order, (row.owner ?? undefined) as Client | undefined));
}

/** The dashboard's statistics, top products by quantity as its bar chart shows them (spec 3 §7). */
export async function adminStatistics(db: Pick<Database, 'sql'>, now: Date): Promise<AdminStats> {
  const [orders, products, recent] = await Promise.all([orderTallies(db.sql, now), productTallies(db.sql), recentOrders(db.sql)]);
  return adminStatsOfTallies({ orders, products, recent }, now, 'quantity');
}

/** The order tallies of these clients, by client id (a client without orders has none). */
export async function clientOrderTallies(db: Pick<Database, 'sql'>, clientIds: readonly number[]): Promise<Map<number, ClientOrderTally[]>> {
  const tallies = new Map<number, ClientOrderTally[]>();
  if (clientIds.length === 0) return tallies;
  const rows = await db.sql
    .selectFrom('client_order_tallies')
    .selectAll()
    .where(sql<boolean>`client_id = any(${[...clientIds]}::integer[])`)
    .execute();
  for (const row of rows) {
    const tally = { status: row.status, orders: Number(row.orders), amountCents: Number(row.amount_cents) };
    tallies.set(row.client_id, [...(tallies.get(row.client_id) ?? []), tally]);
  }
  return tallies;
}
