import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ListSort, PagedResult } from '@otech/domain';
import type { Database } from './database.ts';
import { EXPORT_BATCH_SIZE, inBatches } from './batches.ts';
import { rowsAfter } from './listQueries.ts';
import { inReadOrder, pageOf } from './paging.ts';

/* The one query shape of the staff lists (issues 23 and 27): a page with its total, and the whole list in keyset batches for its export. */

/** How one staff list reads its rows; `staffListQuery` makes its page and its export from it. */
export interface StaffListSpec<Filters extends { sort: ListSort }, DB, TB extends keyof DB, Base, Stored, Row> {
  /** The rows the filters keep, nothing selected yet (counted for the total, then selected and sorted). */
  filtered: (db: Database, filters: Filters) => SelectQueryBuilder<DB, TB, Base>;
  /** The stored values a row is read from, its key among them. */
  selected: (rows: SelectQueryBuilder<DB, TB, Base>) => SelectQueryBuilder<DB, TB, Stored>;
  /**
   * The columns a sort orders by, all in its direction, before the key breaks ties. None may be null, so a batch can start after a row;
   * the same whatever the direction, so a far page read backwards is the same rows.
   */
  sortColumns: (sort: Filters['sort']) => readonly RawBuilder<unknown>[];
  /** The unique tie-breaker: its column, the table or join it is looked up in for a batch's start, its value in a stored row. */
  key: { column: string; from: string | RawBuilder<unknown>; of: (stored: Stored) => string | number };
  /** What the list answers for a stored row. */
  read: (stored: Stored) => Row;
  /** A whole number the page also sums over every row the filters keep, in the statement that counts them (one read of the rows, not two). */
  summed?: RawBuilder<number>;
  /**
   * The sort columns are plain columns with an index on them and the key: a page's keys are then found in that index
   * alone (a statement of their own), and only the page's own rows read from the table, instead of every row an
   * offset skips (decision 270).
   */
  keysFromIndex?: boolean;
}

/** What a staff list's route calls: one page, or every row in batches. */
export interface StaffListQuery<Filters, Row> {
  /** A page of the list with its total (and the sum of `summed`, when the list has one); past the end, the last page, numbered as it is. */
  page: (db: Database, query: Filters & { page: number }, pageSize: number) => Promise<PagedResult<Row> & { sum?: number }>;
  /** Every row the filters keep, in the list's order, a batch at a time (its export): each batch starts after the last row read. */
  batches: (db: Database, filters: Filters, batchSize?: number) => AsyncGenerator<Row[]>;
}

export function staffListQuery<Filters extends { sort: ListSort }, DB, TB extends keyof DB, Base, Stored, Row>(
  spec: StaffListSpec<Filters, DB, TB, Base, Stored, Row>,
): StaffListQuery<Filters, Row> {
  const inOrder = <Q extends SelectQueryBuilder<DB, TB, unknown>>(select: Q, sort: Filters['sort']): Q => {
    let ordered = select;
    for (const column of spec.sortColumns(sort)) ordered = ordered.orderBy(column, sort.direction) as Q;
    return ordered.orderBy(sql.ref(spec.key.column), sort.direction) as Q;
  };
  const sorted = (db: Database, filters: Filters) => inOrder(spec.selected(spec.filtered(db, filters)), filters.sort);
  return {
    async page(db, query, pageSize) {
      const totals = [sql<string>`count(*)`.as('n'), ...(spec.summed ? [sql<string>`coalesce(sum(${spec.summed}), 0)`.as('sum')] : [])];
      // Kysely cannot see `n` and `sum` through the list's generic selection: they are the columns selected here.
      const count = spec.filtered(db, query).select(totals).executeTakeFirstOrThrow() as unknown as Promise<{ n: string; sum?: string }>;
      const read = async (limit: number, offset: number, backwards: boolean) => {
        const filters = inReadOrder(query, backwards);
        if (!spec.keysFromIndex) return ((await sorted(db, filters).limit(limit).offset(offset).execute()) as Stored[]).map(spec.read);
        // The page's keys in the list's order, then their rows, put back in that order.
        const keyed = inOrder(spec.filtered(db, filters).select(sql.ref(spec.key.column).as('key')), filters.sort);
        // Kysely cannot see `key` through the list's generic selection: it is the one column selected here.
        const keys = ((await keyed.limit(limit).offset(offset).execute()) as unknown as { key: string | number }[]).map((row) => row.key);
        if (keys.length === 0) return [];
        const rows = (await spec.selected(spec.filtered(db, filters)).where(sql<boolean>`${sql.ref(spec.key.column)} in (${sql.join(keys)})`).execute()) as Stored[];
        const byKey = new Map(rows.map((row) => [String(spec.key.of(row)), row]));
        return keys.flatMap((key) => byKey.get(String(key)) ?? []).map(spec.read);
      };
      const page = await pageOf(count, query.page, pageSize, read, true);
      const { sum } = await count;
      return sum === undefined ? page : { ...page, sum: Number(sum) };
    },
    async *batches(db, filters, batchSize = EXPORT_BATCH_SIZE) {
      const batches = inBatches(
        async (last: string | number | undefined, limit) => {
          let select = sorted(db, filters);
          // The last row's own stored values start the next batch.
          if (last !== undefined) select = select.where(rowsAfter(spec.key.from, spec.key.column, spec.sortColumns(filters.sort), filters.sort.direction, last));
          return (await select.limit(limit).execute()) as Stored[];
        },
        spec.key.of,
        batchSize,
      );
      for await (const rows of batches) yield rows.map(spec.read);
    },
  };
}
