import { sql, type RawBuilder } from 'kysely';
import {
  ACCOUNT_FLAG_DEFAULTS,
  ACCOUNT_STATE_CHECKS,
  clientSearchTerms,
  type AccountFlag,
  type AdminClientExportQuery,
  type AdminClientListQuery,
  type AdminClientSortKey,
  type Client,
  type ClientAccountState,
  type PagedResult,
} from '@otech/domain';
import { containing } from './containing.ts';
import type { Database } from './database.ts';
import { EXPORT_BATCH_SIZE, inBatches } from './batches.ts';
import { dayAfter, folded, rowsAfter } from './listQueries.ts';
import { pageOf } from './paging.ts';

/* /admin/clients on the server (issues 23 and 27): 10,000 clients searched, filtered, sorted and paged in SQL. */

type ClientFilters = Omit<AdminClientListQuery, 'page'>;

const CREATED = sql<string>`coalesce(record->>'date_creation', '')`;

/** The columns each sort orders by; `id` breaks ties, in the same direction. None is null, so an export's batches can start after a row. */
const SORT_COLUMNS: Readonly<Record<AdminClientSortKey, readonly RawBuilder<unknown>[]>> = {
  societe: [folded(sql<string>`coalesce(record->>'societe', '')`)],
  numero: [],
  ville: [folded(sql<string>`coalesce(record->>'ville', '')`)],
  creation: [CREATED],
};

/** Whether a stored flag holds that value, an absent flag having its default (the domain's). */
const flagIs = (flag: AccountFlag, is: boolean) => sql<boolean>`coalesce((record->>${sql.lit(flag)})::boolean, ${sql.lit(ACCOUNT_FLAG_DEFAULTS[flag])}) = ${sql.lit(is)}`;

/** Each account state in SQL, from the domain's checks in their order (`clientAccountState`): a state's check holds and no earlier one does. */
function stateCondition(state: ClientAccountState): RawBuilder<boolean> {
  const at = ACCOUNT_STATE_CHECKS.findIndex((check) => check.state === state);
  const earlier = ACCOUNT_STATE_CHECKS.slice(0, at === -1 ? undefined : at).map(({ flag, is }) => sql<boolean>`not ${flagIs(flag, is)}`);
  const own = at === -1 ? [] : [flagIs(ACCOUNT_STATE_CHECKS[at]!.flag, ACCOUNT_STATE_CHECKS[at]!.is)];
  return sql<boolean>`(${sql.join([...earlier, ...own], sql` and `)})`;
}

function filteredClients(db: Database, query: ClientFilters) {
  let select = db.sql.selectFrom('clients');
  // The client search's own terms (names, e-mail, company, SIRET, pseudo), each in the stored search text.
  for (const term of clientSearchTerms(query.search)) select = select.where('search_text', 'like', containing(term));
  if (query.compte) select = select.where(stateCondition(query.compte));
  if (query.from) select = select.where(CREATED, '>=', query.from);
  if (query.to) select = select.where(CREATED, '<', dayAfter(query.to));
  return select;
}

function sortedClients(db: Database, query: ClientFilters) {
  let select = filteredClients(db, query).select(['record', 'id']);
  for (const column of SORT_COLUMNS[query.sort.key]) select = select.orderBy(column, query.sort.direction);
  return select.orderBy('id', query.sort.direction);
}

/** A page of the list with its total; past the end, the last page, numbered as it is. */
export function clientListPage(db: Database, query: AdminClientListQuery, pageSize: number): Promise<PagedResult<Client>> {
  const count = filteredClients(db, query).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return pageOf(count, query.page, pageSize, async (limit, offset) => (await sortedClients(db, query).limit(limit).offset(offset).execute()).map((row) => row.record));
}

/** Every client the filters keep, in the list's order, a batch at a time (its export). */
export async function* clientsInBatches(db: Database, query: Omit<AdminClientExportQuery, 'format'>, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<Client[]> {
  const batches = inBatches(
    async (lastId: number | undefined, limit) => {
      let select = sortedClients(db, query);
      if (lastId !== undefined) select = select.where(rowsAfter('clients', 'id', SORT_COLUMNS[query.sort.key], query.sort.direction, lastId));
      return select.limit(limit).execute();
    },
    (row) => row.id,
    batchSize,
  );
  for await (const rows of batches) yield rows.map((row) => row.record);
}
