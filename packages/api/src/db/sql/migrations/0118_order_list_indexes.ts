import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * /admin/orders at 200,000 orders (issue 27): its first page by amount and by date newest first (the
 * list's default, held orders first, issue 22) read as a range of an index instead of a sort of every
 * order. The expression is the one src/db/orderList.ts sorts the date by, written the same way; the
 * oldest-first order sorts by its negation, which this index does not serve (asked rarely: it sorts).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index orders_amount on orders (total_amount, seq)`.execute(db);
  await sql`create index orders_held_date on orders ((status = 'pending' and coalesce(record->>'creditHold', '') = 'true'), order_date, seq)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['orders_amount', 'orders_held_date']) await sql`drop index ${sql.ref(index)}`.execute(db);
}
