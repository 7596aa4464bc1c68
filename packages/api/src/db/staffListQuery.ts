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
  const sorted = (db: Database, filters: Filters) => {
    let select = spec.selected(spec.filtered(db, filters));
    for (const column of spec.sortColumns(filters.sort)) select = select.orderBy(column, filters.sort.direction);
    return select.orderBy(sql.ref(spec.key.column), filters.sort.direction);
  };
  return {
    async page(db, query, pageSize) {
      const totals = [sql<string>`count(*)`.as('n'), ...(spec.summed ? [sql<string>`coalesce(sum(${spec.summed}), 0)`.as('sum')] : [])];
      // Kysely cannot see `n` and `sum` through the list's generic selection: they are the columns selected here.
      const count = spec.filtered(db, query).select(totals).executeTakeFirstOrThrow() as unknown as Promise<{ n: string; sum?: string }>;
      const read = async (limit: number, offset: number, backwards: boolean) => {
        return ((await sorted(db, inReadOrder(query, backwards)).limit(limit).offset(offset).execute()) as Stored[]).map(spec.read);
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
