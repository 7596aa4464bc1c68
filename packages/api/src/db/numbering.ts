import { sql } from 'kysely';
import type { Database } from './database.ts';

/*
 * Invoices, credit notes, orders and delivery notes are numbered per year after the highest number of that year (`FA-2026-00012`, `AV-2026-00003`,
 * `CMD-2026-00007`). The numbering functions of the domain and the routes read the numbers given;
 * they get the highest of each year, which is all they look at, rather than every number ever given.
 */

const NUMBERED = {
  factures: { table: 'factures', column: 'numero_facture', prefix: 'FA' },
  orders: { table: 'orders', column: 'order_number', prefix: 'CMD' },
  creditNotes: { table: 'issued_documents', column: 'number', prefix: 'AV' },
  deliveryNotes: { table: 'shipments', column: 'number', prefix: 'BL' },
} as const;

/**
 * The highest number of each year. Call it inside the transaction that stores the new record: it
 * holds the numbering of that table until the transaction ends, so two API processes numbering at
 * once never give the same number.
 */
export async function highestNumbersByYear(db: Database, series: keyof typeof NUMBERED): Promise<string[]> {
  const { table, column, prefix } = NUMBERED[series];
  await sql`select pg_advisory_xact_lock(hashtext(${`${table}.${column}.${prefix}`}))`.execute(db.sql);
  const pattern = `^${prefix}-[0-9]{4}-[0-9]+$`;
  const yearOf = sql`substr(${sql.ref(column)}, 1, ${sql.lit(prefix.length + 5)})`;
  const { rows } = await sql<{ number: string }>`
    select distinct on (${yearOf}) ${sql.ref(column)} as number from ${sql.table(table)}
    where ${sql.ref(column)} ~ ${pattern}
    order by ${yearOf}, length(${sql.ref(column)}) desc, ${sql.ref(column)} desc`.execute(db.sql);
  return rows.map((row) => row.number);
}
