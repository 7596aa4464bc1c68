import { stockMoveOnStatusChange } from '@otech/domain';
import type { PagedResult } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';
import { pageOf } from './paging.ts';
import { orderRow } from './sql/rows.ts';
import { withOrderStock } from './orderStock.ts';

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


/**
 * Replaces an order by what `change` makes of it, in one transaction; undefined when the id is unknown.
 * A change of status moves the stock with it (the domain's `stockMoveOnStatusChange`): confirming
 * takes it (throws StockRefused when a line cannot be served), cancelling gives back what was taken.
 * `alongside` writes what goes with the change in the same transaction (its e-mail, its audit entry).
 */
export function updateOrder(
  db: Database,
  id: string,
  change: (order: OwnedRecord) => OwnedRecord,
  alongside?: (t: Database, before: OwnedRecord, after: OwnedRecord) => Promise<void>,
): Promise<OwnedRecord | undefined> {
  return withOrderStock(db, async (t, stock) => {
    const stored = await t.sql.selectFrom('orders').select('record').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) return undefined;
    const changed: OwnedRecord = { ...change(stored.record), id, clientId: stored.record.clientId };
    const move = stockMoveOnStatusChange(String(stored.record['status']), String(changed['status']));
    const updated = move === 'take' ? await stock.take(changed) : move === 'give back' ? await stock.giveBack(changed) : changed;
    await t.sql.updateTable('orders').set(orderRow(updated)).where('id', '=', id).execute();
    await alongside?.(t, stored.record, updated);
    return updated;
  });
}
