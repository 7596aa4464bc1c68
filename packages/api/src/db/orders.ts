import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { adminOrderCriteria } from '@otech/domain';
import type { AdminOrderFilter, AdminOrderSearchedField, AdminOrderStatusField, Client, PagedResult } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';
import { pageOf } from './paging.ts';
import { orderRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* The customers' orders, as stored (the routes read them through their schema). */

export async function orderById(db: Database, id: string): Promise<OwnedRecord | undefined> {
  const row = await db.sql.selectFrom('orders').select('record').where('id', '=', id).executeTakeFirst();
  return row?.record;
}

/**
 * One page of the client's orders, newest first (ties in the order stored), and how many it has:
 * a range of the (client, date) index, never a read of every order. A page past the end gives the
 * last one, as the domain's `paginate` does.
 */
export function orderPageOf(db: Database, clientId: number, page: number, size: number): Promise<PagedResult<OwnedRecord>> {
  const mine = db.sql.selectFrom('orders').where('client_id', '=', clientId);
  return pageOf(mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(), page, size, async (limit, offset) => {
    const rows = await mine.select('record').orderBy('order_date', 'desc').orderBy('seq').limit(limit).offset(offset).execute();
    return rows.map((row) => row.record);
  });
}

/** A LIKE pattern finding `text` anywhere, its wildcards taken as they are. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

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

/**
 * One page of the shop's orders, newest first, as /admin/orders filters them (the domain's
 * `adminOrderCriteria`, turned into the query's conditions: `foldCase` is SQL's lower), each with
 * its owner's client record. The filter is the query's, so a page never reads every order.
 */
export function shopOrderPage(db: Database, filter: AdminOrderFilter, page: number, size: number): Promise<PagedResult<{ record: OwnedRecord; owner: Client | undefined }>> {
  const { equal, search } = adminOrderCriteria(filter);
  const matching = db.sql
    .selectFrom('orders')
    .leftJoin('clients', 'clients.id', 'orders.client_id')
    .where((eb) =>
      eb.and([
        ...equal.map(({ field, value }) => eb(STATUS_COLUMNS[field], '=', value)),
        ...(search ? [eb.or(search.fields.map((field) => sql<boolean>`lower(${SEARCHED_TEXT[field]}) like ${containing(search.text)}`))] : []),
      ]),
    );
  return pageOf(matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(), page, size, async (limit, offset) => {
    const rows = await matching
      .select(['orders.record as record', 'clients.record as owner'])
      .orderBy('orders.order_date', 'desc')
      .orderBy('orders.seq')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({ record: row.record, owner: row.owner ?? undefined }));
  });
}

/** Replaces an order by what `change` makes of it, in one transaction; undefined when the id is unknown. */
export function updateOrder(db: Database, id: string, change: (order: OwnedRecord) => OwnedRecord): Promise<OwnedRecord | undefined> {
  return transaction(db, async (t) => {
    const stored = await t.sql.selectFrom('orders').select('record').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) return undefined;
    const updated = { ...change(stored.record), id, clientId: stored.record.clientId };
    await t.sql.updateTable('orders').set(orderRow(updated)).where('id', '=', id).execute();
    return updated;
  });
}
