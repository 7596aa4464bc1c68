import { sql, type RawBuilder } from 'kysely';
import { searchWords, type AdminReminderListQuery, type AdminReminderSortKey } from '@otech/domain';
import { containing } from './containing.ts';
import type { Database, OwnedRecord } from './database.ts';
import { dayAfter, folded } from './listQueries.ts';
import { staffListQuery } from './staffListQuery.ts';

/* /admin/relances on the server (issues 23 and 27): the overdue invoices searched, filtered, sorted and paged in SQL. */

/** The list's filters and the shop's day (Paris) that decides what is late. */
export type ReminderFilters = Omit<AdminReminderListQuery, 'page'> & { today: string };

const DUE_DAY = sql<string>`substr(date_echeance, 1, 10)`;
/** What is still to be paid, in cents so that a sum of many invoices is exact. */
const DUE_CENTS = sql<number>`round((montant_ttc - montant_regle) * 100)`;

/** The columns each sort orders by; `seq` breaks ties, in the same direction. None is null, so an export's batches can start after a row. */
const SORT_COLUMNS: Readonly<Record<AdminReminderSortKey, readonly RawBuilder<unknown>[]>> = {
  numero: [sql`numero_facture`],
  client: [folded(sql<string>`coalesce(record->>'client_nom', '')`)],
  echeance: [DUE_DAY, sql`numero_facture`],
  reste: [DUE_CENTS],
};

/**
 * The invoices to chase: sent, past their due day (the rule of the domain's `factureStatusOn`,
 * whatever status is stored), with something still due.
 */
function overdue(db: Database, query: ReminderFilters) {
  let select = db.sql
    .selectFrom('factures')
    .where('statut', 'in', ['envoyee', 'en_retard'])
    // A due day before today's YYYY-MM-DD, and the two conditions above as written: the range of the partial index
    // `factures_overdue` (migration 0125), which the count and the sum read alone, in the default order.
    .where(DUE_DAY, '<', query.today)
    .where(sql<boolean>`montant_regle < montant_ttc`);
  for (const word of searchWords(query.search)) select = select.where('search_text', 'like', containing(word));
  if (query.from) select = select.where(DUE_DAY, '>=', query.from);
  if (query.to) select = select.where(DUE_DAY, '<', dayAfter(query.to));
  return select;
}

/** An overdue invoice as stored, with what it still has to recover as the list's total counts it (cents). */
export interface OverdueRecord {
  record: OwnedRecord;
  dueCents: number;
}

/** A page of the list (`page`) and every overdue invoice the filters keep in its order (`batches`, its export): stored records, read with their reminders by the route. */
export const reminderList = staffListQuery({
  filtered: overdue,
  selected: (rows) => rows.select(['record', 'seq', DUE_CENTS.as('due_cents')]),
  sortColumns: (sort) => SORT_COLUMNS[sort.key],
  key: { column: 'seq', from: 'factures', of: (row) => String(row.seq) },
  read: (row): OverdueRecord => ({ record: row.record, dueCents: Number(row.due_cents) }),
});

/** What the whole filtered list still has to recover, in cents. */
export async function overdueCents(db: Database, query: ReminderFilters): Promise<number> {
  const row = await overdue(db, query).select(sql<string>`coalesce(sum(${DUE_CENTS}), 0)`.as('cents')).executeTakeFirstOrThrow();
  return Number(row.cents);
}
