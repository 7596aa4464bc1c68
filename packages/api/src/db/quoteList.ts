import { sql, type RawBuilder } from 'kysely';
import { searchWords, type AdminQuoteExportQuery, type AdminQuoteListQuery, type AdminQuoteSortKey, type Client, type PagedResult, type QuoteRequest } from '@otech/domain';
import { containing } from './containing.ts';
import type { Database } from './database.ts';
import { EXPORT_BATCH_SIZE, inBatches } from './batches.ts';
import { dayAfter, folded, rowsAfter } from './listQueries.ts';
import { pageOf } from './paging.ts';

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
/** The rows a batch starts after are compared in the same join as the list's. */
const JOINED = sql`quote_requests left join clients on clients.id = quote_requests.client_id`;

function filteredQuotes(db: Database, query: QuoteFilters) {
  let select = db.sql.selectFrom('quote_requests').leftJoin('clients', 'clients.id', 'quote_requests.client_id');
  for (const word of searchWords(query.search)) select = select.where(sql<boolean>`${SEARCHED} like ${containing(word)}`);
  if (query.status) select = select.where('quote_requests.status', '=', query.status);
  if (query.from) select = select.where('quote_requests.created_at', '>=', query.from);
  if (query.to) select = select.where('quote_requests.created_at', '<', dayAfter(query.to));
  return select;
}

function sortedQuotes(db: Database, query: QuoteFilters) {
  let select = filteredQuotes(db, query).select(['quote_requests.record as quote', 'clients.record as owner', 'quote_requests.seq as seq']);
  for (const column of SORT_COLUMNS[query.sort.key]) select = select.orderBy(column, query.sort.direction);
  return select.orderBy('quote_requests.seq', query.sort.direction);
}

const withOwner = (row: { quote: QuoteRequest; owner: Client | null }): QuoteWithOwner => ({ quote: row.quote, owner: row.owner ?? undefined });

/** A page of the list with its total; past the end, the last page, numbered as it is. */
export function quoteListPage(db: Database, query: AdminQuoteListQuery, pageSize: number): Promise<PagedResult<QuoteWithOwner>> {
  const count = filteredQuotes(db, query).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return pageOf(count, query.page, pageSize, async (limit, offset) => (await sortedQuotes(db, query).limit(limit).offset(offset).execute()).map(withOwner));
}

/** Every request the filters keep, in the list's order, a batch at a time (its export). */
export async function* quotesInBatches(db: Database, query: Omit<AdminQuoteExportQuery, 'format'>, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<QuoteWithOwner[]> {
  const batches = inBatches(
    async (lastSeq: string | undefined, limit) => {
      let select = sortedQuotes(db, query);
      // The last row's own stored values start the next batch.
      if (lastSeq !== undefined) select = select.where(rowsAfter(JOINED, 'quote_requests.seq', SORT_COLUMNS[query.sort.key], query.sort.direction, lastSeq));
      return (await select.limit(limit).execute()).map((row) => ({ ...withOwner(row), seq: String(row.seq) }));
    },
    (row) => row.seq,
    batchSize,
  );
  for await (const rows of batches) yield rows.map(({ quote, owner }) => ({ quote, owner }));
}
