import { sql, type RawBuilder } from 'kysely';
import { searchWords, type AdminMessageExportQuery, type AdminMessageListQuery, type AdminMessageSortKey, type ContactInboxRow, type PagedResult } from '@otech/domain';
import { inboxRow } from './contactRequests.ts';
import { containing } from './containing.ts';
import type { Database } from './database.ts';
import { EXPORT_BATCH_SIZE, inBatches } from './batches.ts';
import { dayAfter, folded, rowsAfter } from './listQueries.ts';
import { pageOf } from './paging.ts';

/* /admin/messages on the server (issues 23 and 27): the contact requests searched, filtered, sorted and paged in SQL. */

type MessageFilters = Omit<AdminMessageListQuery, 'page'>;

/** The sender's names, company, e-mail and the subject, folded: every word of a search is looked for in them. */
const SEARCHED = folded(sql<string>`concat_ws(' ', record->>'firstName', record->>'lastName', record->>'companyName', record->>'email', record->>'subject')`);

/** The columns each sort orders by; `seq` breaks ties, in the same direction. None is null, so an export's batches can start after a row. */
const SORT_COLUMNS: Readonly<Record<AdminMessageSortKey, readonly RawBuilder<unknown>[]>> = {
  date: [sql`created_at`],
  expediteur: [folded(sql<string>`concat_ws(' ', record->>'lastName', record->>'firstName', record->>'companyName')`)],
  statut: [sql`status`],
};

function filteredMessages(db: Database, query: MessageFilters) {
  let select = db.sql.selectFrom('contact_requests');
  for (const word of searchWords(query.search)) select = select.where(sql<boolean>`${SEARCHED} like ${containing(word)}`);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.from) select = select.where('created_at', '>=', query.from);
  if (query.to) select = select.where('created_at', '<', dayAfter(query.to));
  return select;
}

function sortedMessages(db: Database, query: MessageFilters) {
  let select = filteredMessages(db, query).select(['status', 'record', 'seq']);
  for (const column of SORT_COLUMNS[query.sort.key]) select = select.orderBy(column, query.sort.direction);
  return select.orderBy('seq', query.sort.direction);
}

/** A page of the list with its total; past the end, the last page, numbered as it is. */
export function messageListPage(db: Database, query: AdminMessageListQuery, pageSize: number): Promise<PagedResult<ContactInboxRow>> {
  const count = filteredMessages(db, query).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return pageOf(count, query.page, pageSize, async (limit, offset) => (await sortedMessages(db, query).limit(limit).offset(offset).execute()).map(inboxRow));
}

/** Every message the filters keep, in the list's order, a batch at a time (its export). */
export async function* messagesInBatches(db: Database, query: Omit<AdminMessageExportQuery, 'format'>, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<ContactInboxRow[]> {
  const batches = inBatches(
    async (lastSeq: string | undefined, limit) => {
      let select = sortedMessages(db, query);
      // The last row's own stored values start the next batch.
      if (lastSeq !== undefined) select = select.where(rowsAfter('contact_requests', 'seq', SORT_COLUMNS[query.sort.key], query.sort.direction, lastSeq));
      return (await select.limit(limit).execute()).map((row) => ({ status: row.status, record: row.record, seq: String(row.seq) }));
    },
    (row) => row.seq,
    batchSize,
  );
  for await (const rows of batches) yield rows.map(inboxRow);
}
