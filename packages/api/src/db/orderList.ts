import { sql, type RawBuilder } from 'kysely';
import { ADMIN_ORDER_DEFAULT_SORT, adminOrderCriteria } from '@otech/domain';
import type { AdminOrderFilter, AdminOrderSearchedField, AdminOrderSortKey, AdminOrderStatusField, Client, ListSort, PagedResult } from '@otech/domain';
import { containing } from './containing.ts';
import type { Database, OwnedRecord } from './database.ts';
import { EXPORT_BATCH_SIZE, inBatches } from './batches.ts';
import { dayAfter, folded, rowsAfter } from './listQueries.ts';
import { pageOf } from './paging.ts';

/* /admin/orders on the server (issues 23 and 27): every order searched, filtered, sorted and paged in SQL. */

/** An order of the list, with its owner's client record (which names the customer when the order does not). */
export interface ListedOrder {
  record: OwnedRecord;
  owner: Client | undefined;
}

/** Where each status of the description is stored. */
const STATUS_COLUMNS = {
  status: 'orders.status',
  paymentStatus: 'orders.payment_status',
  shippingStatus: 'orders.shipping_status',
} as const satisfies Record<AdminOrderStatusField, string>;

/** Each searched field as the order is read (`readOrder`: its customer named from the client record when the order names none), empty when absent. */
const SEARCHED_TEXT: Record<AdminOrderSearchedField, RawBuilder<string>> = {
  id: sql`orders.id`,
  orderNumber: sql`coalesce(orders.order_number, '')`,
  userName: sql`coalesce(orders.record->>'userName', clients.record->>'societe', '')`,
  userEmail: sql`coalesce(orders.record->>'userEmail', clients.email, '')`,
};

const ORDERS_WITH_OWNERS = sql`orders left join clients on clients.id = orders.client_id`;
/** An order held on credit waits for staff (issue 22): on the date sort it comes first, whatever its date. */
const HELD = sql<boolean>`(orders.status = 'pending' and coalesce(orders.record->>'creditHold', '') = 'true')`;

/** The columns each sort orders by, all in its direction; `orders.seq` breaks ties. None is null, so an export's batches can start after a row. */
function sortColumns(sort: ListSort<AdminOrderSortKey>): RawBuilder<unknown>[] {
  switch (sort.key) {
    // Held first both ways: `not held` ascending puts them first as `held` descending does.
    case 'date':
      return [sort.direction === 'desc' ? HELD : sql`not ${HELD}`, sql`orders.order_date`];
    case 'numero':
      return [sql`coalesce(orders.order_number, orders.id)`];
    case 'client':
      return [folded(SEARCHED_TEXT.userName)];
    case 'montant':
      return [sql`orders.total_amount`];
  }
}

function filteredOrders(db: Database, filter: AdminOrderFilter) {
  const { equal, search } = adminOrderCriteria(filter);
  const searched = search ? folded(sql<string>`${sql.join(search.fields.map((field) => SEARCHED_TEXT[field]), sql` || ' ' || `)}`) : undefined;
  let select = db.sql.selectFrom('orders').leftJoin('clients', 'clients.id', 'orders.client_id');
  for (const { field, value } of equal) select = select.where(STATUS_COLUMNS[field], '=', value);
  // Each word somewhere in the number, the printed number, the customer's name or e-mail.
  for (const word of search?.words ?? []) select = select.where(searched!, 'like', containing(word));
  if (filter.from) select = select.where('orders.order_date', '>=', filter.from);
  if (filter.to) select = select.where('orders.order_date', '<', dayAfter(filter.to));
  return select;
}

/** The columns of `order_tallies` (migration 0003) that keep the statuses a filter may name; the shipping status is not kept there. */
const TALLIED_STATUS: Partial<Record<AdminOrderStatusField, 'status' | 'payment_status'>> = { status: 'status', paymentStatus: 'payment_status' };

/**
 * How many orders the filter keeps. Filtered by order and payment status alone (the list as it
 * opens, whatever its sort), the count is read from the totals the database keeps in the same
 * transaction as every write of `orders` (`order_tallies`, the dashboard's statistics), so it stays
 * exact: counting 200,000 orders took 40 ms of CPU on PGlite, the tallies 0.5 (decision 269).
 * Searched, dated or filtered by shipping status, the orders kept are counted.
 */
function countOrders(db: Database, filter: AdminOrderFilter): Promise<{ n: string }> {
  const { equal, search } = adminOrderCriteria(filter);
  const tallied = !search && !filter.from && !filter.to && equal.every(({ field }) => TALLIED_STATUS[field] !== undefined);
  if (!tallied) return filteredOrders(db, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let select = db.sql.selectFrom('order_tallies').select(sql<string>`coalesce(sum(orders), 0)`.as('n'));
  for (const { field, value } of equal) select = select.where(TALLIED_STATUS[field]!, '=', value);
  return select.executeTakeFirstOrThrow();
}

function sortedOrders(db: Database, filter: AdminOrderFilter, sort: ListSort<AdminOrderSortKey>) {
  let select = filteredOrders(db, filter).select(['orders.record as record', 'clients.record as owner', 'orders.seq as seq']);
  for (const column of sortColumns(sort)) select = select.orderBy(column, sort.direction);
  return select.orderBy('orders.seq', sort.direction);
}

const listed = (row: { record: OwnedRecord; owner: Client | null }): ListedOrder => ({ record: row.record, owner: row.owner ?? undefined });

/**
 * A page of the shop's orders as /admin/orders filters and sorts them (the domain's
 * `adminOrderCriteria` turned into the query's conditions), each with its owner's client record;
 * past the end, the last page, numbered as it is. A page never reads every order.
 */
export function shopOrderPage(db: Database, filter: AdminOrderFilter, page: number, size: number, sort: ListSort<AdminOrderSortKey> = ADMIN_ORDER_DEFAULT_SORT): Promise<PagedResult<ListedOrder>> {
  return pageOf(countOrders(db, filter), page, size, async (limit, offset) => (await sortedOrders(db, filter, sort).limit(limit).offset(offset).execute()).map(listed));
}

/** Every order the filter keeps, in the list's order, a batch at a time (its export). */
export async function* ordersInBatches(db: Database, filter: AdminOrderFilter, sort: ListSort<AdminOrderSortKey>, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<ListedOrder[]> {
  const batches = inBatches(
    async (lastSeq: string | undefined, limit) => {
      let select = sortedOrders(db, filter, sort);
      if (lastSeq !== undefined) select = select.where(rowsAfter(ORDERS_WITH_OWNERS, 'orders.seq', sortColumns(sort), sort.direction, lastSeq));
      return select.limit(limit).execute();
    },
    (row) => String(row.seq),
    batchSize,
  );
  for await (const rows of batches) yield rows.map(listed);
}
