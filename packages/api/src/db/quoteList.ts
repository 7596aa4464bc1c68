import { sql, type RawBuilder } from 'kysely';
import { searchWords, type AdminQuoteListQuery, type AdminQuoteSortKey, type Client, type QuoteRequest } from '@otech/domain';
import { containing } from './containing.ts';
import { dayAfter, folded } from './listQueries.ts';
import { staffListQuery } from './staffListQuery.ts';

/* /admin/devis on the server (issues 23 and 27): the quote requests searched, filtered, sorted and paged in SQL. */

type QuoteFilters = Omit<AdminQuoteListQuery, 'page'>;
/** A request with its customer's account (none once the account is gone). */
export interface QuoteWithOwner {
  quote: QuoteRequest;
  owner: Client | undefined;
}

/** The customer's names, company and e-mail and the products asked for, folded: every word of a search is looked for in them. */
const SEARCHED = folded(sql<string>`concat_ws(' ', clients.record->>'prenom', clients.record->>'nom', clients.record->>'societe', clients.email, quote_requests.record->>'items')`);

/** The columns each sort orders by; `seq` breaks ties, in the same direction. None is null, so an export's batches can start after a row. */
const SORT_COLUMNS: Readonly<Record<AdminQuoteSortKey, readonly RawBuilder<unknown>[]>> = {
  date: [sql`quote_requests.created_at`],
  client: [folded(sql<string>`coalesce(clients.record->>'societe', '')`)],
  statut: [sql`quote_requests.status`],
};

/** A page of the list (`page`) and every request the filters keep in its order (`batches`, its export). */
export const quoteList = staffListQuery({
  filtered: (db, query: QuoteFilters) => {
    let select = db.sql.selectFrom('quote_requests').leftJoin('clients', 'clients.id', 'quote_requests.client_id');
    for (const word of searchWords(query.search)) select = select.where(sql<boolean>`${SEARCHED} like ${containing(word)}`);
    if (query.status) select = select.where('quote_requests.status', '=', query.status);
    if (query.from) select = select.where('quote_requests.created_at', '>=', query.from);
    if (query.to) select = select.where('quote_requests.created_at', '<', dayAfter(query.to));
    return select;
  },
  selected: (rows) => rows.select(['quote_requests.record as quote', 'clients.record as owner', 'quote_requests.seq as seq']),
  sortColumns: (sort) => SORT_COLUMNS[sort.key],
  // The rows a batch starts after are compared in the same join as the list's.
  key: { column: 'quote_requests.seq', from: sql`quote_requests left join clients on clients.id = quote_requests.client_id`, of: (row) => String(row.seq) },
  read: (row): QuoteWithOwner => ({ quote: row.quote, owner: row.owner ?? undefined }),
});
