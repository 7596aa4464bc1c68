import { sql, type RawBuilder } from 'kysely';
import { ACCOUNT_FLAG_DEFAULTS, ACCOUNT_STATE_CHECKS, clientSearchTerms, type AccountFlag, type AdminClientListQuery, type AdminClientSortKey, type Client, type ClientAccountState } from '@otech/domain';
import { containing } from './containing.ts';
import { dayAfter, folded } from './listQueries.ts';
import { staffListQuery } from './staffListQuery.ts';

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

/** A page of the list (`page`) and every client the filters keep in its order (`batches`, its export). */
export const clientList = staffListQuery({
  filtered: (db, query: ClientFilters) => {
    let select = db.sql.selectFrom('clients');
    // The client search's own terms (names, e-mail, company, SIRET, pseudo), each in the stored search text.
    for (const term of clientSearchTerms(query.search)) select = select.where('search_text', 'like', containing(term));
    if (query.compte) select = select.where(stateCondition(query.compte));
    if (query.from) select = select.where(CREATED, '>=', query.from);
    if (query.to) select = select.where(CREATED, '<', dayAfter(query.to));
    return select;
  },
  selected: (rows) => rows.select(['record', 'id']),
  sortColumns: (sort) => SORT_COLUMNS[sort.key],
  key: { column: 'id', from: 'clients', of: (row) => row.id },
  read: (row): Client => row.record,
});
