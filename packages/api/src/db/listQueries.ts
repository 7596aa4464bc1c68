import { sql, type RawBuilder } from 'kysely';
import type { SortDirection } from '@otech/domain';

/* What every staff list's query does the same way (issue 27): the end of a period, the row after which a batch starts. */

const ACCENTED = 'àâäáãéèêëíìîïóòôöõúùûüçñÿ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucny';

/**
 * A text lower-cased and stripped of French accents, as `foldAccents` makes searched words: "Énergie" sorts and matches with "energie".
 * The letters are literals, not bound values: a prepared statement's generic plan then still matches the sort indexes written with them (migration 0127).
 */
export const folded = (text: RawBuilder<string>) => sql<string>`translate(lower(${text}), ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})`;

/** The day after `day` (YYYY-MM-DD): an end date includes its whole day, whether a date is stored with its time or not. */
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The rows after the one whose `key` is `last` (in `from`, a table or a join) in a list sorted by `columns` then `key`, all in
 * `direction`: compared with that row's own stored values (a subquery, so a timestamp keeps its
 * microseconds), so an export's next batch neither skips nor repeats a row, at the same cost at the
 * end of the list as at its start.
 */
export function rowsAfter(from: string | RawBuilder<unknown>, key: string, columns: readonly RawBuilder<unknown>[], direction: SortDirection, last: string | number): RawBuilder<boolean> {
  const tuple = sql.join([...columns, sql.ref(key)]);
  return sql<boolean>`(${tuple}) ${sql.raw(direction === 'desc' ? '<' : '>')} (select ${tuple} from ${typeof from === 'string' ? sql.table(from) : from} where ${sql.ref(key)} = ${last})`;
}
