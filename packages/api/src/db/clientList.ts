import { sql, type RawBuilder } from 'kysely';
import { clientSearchTerms, type AdminClientListQuery, type AdminClientSortKey, type Client } from '@otech/domain';
import { stateCondition } from './accountStateSql.ts';
import { containing } from './containing.ts';
import { dayAfter } from './listQueries.ts';
import { staffListQuery } from './staffListQuery.ts';

/* /admin/clients on the server (issues 23 and 27): 10,000 clients searched, filtered, sorted and paged in SQL. */

type ClientFilters = Omit<AdminClientListQuery, 'page'>;

/** The record's creation day, as the database keeps it beside the record (migration 0128). */
const CREATED = sql<string>`sort_created`;

/**
 * The columns each sort orders by; `id` breaks ties, in the same direction. None is null, so an export's batches can start after a row.
 * Each is a column the database writes from the record (the company and the city folded as `folded` folds, migration 0128), indexed with the id.
 */
const SORT_COLUMNS: Readonly<Record<AdminClientSortKey, readonly RawBuilder<unknown>[]>> = {
  societe: [sql`sort_company`],
  numero: [],
  ville: [sql`sort_city`],
  creation: [CREATED],
};

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
  keysFromIndex: true,
});
