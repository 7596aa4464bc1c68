import { sql, type RawBuilder } from 'kysely';
import { searchWords, type AdminMessageListQuery, type AdminMessageSortKey, type ContactInboxRow } from '@otech/domain';
import { inboxRow } from './contactRequests.ts';
import { containing } from './containing.ts';
import { dayAfter, folded } from './listQueries.ts';
import { staffListQuery } from './staffListQuery.ts';

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

/** A page of the list (`page`) and every message the filters keep in its order (`batches`, its export). */
export const messageList = staffListQuery({
  filtered: (db, query: MessageFilters) => {
    let select = db.sql.selectFrom('contact_requests');
    for (const word of searchWords(query.search)) select = select.where(sql<boolean>`${SEARCHED} like ${containing(word)}`);
    if (query.status) select = select.where('status', '=', query.status);
    if (query.from) select = select.where('created_at', '>=', query.from);
    if (query.to) select = select.where('created_at', '<', dayAfter(query.to));
    return select;
  },
  selected: (rows) => rows.select(['status', 'record', 'seq']),
  sortColumns: (sort) => SORT_COLUMNS[sort.key],
  key: { column: 'seq', from: 'contact_requests', of: (row) => String(row.seq) },
  read: (row): ContactInboxRow => inboxRow(row),
});
