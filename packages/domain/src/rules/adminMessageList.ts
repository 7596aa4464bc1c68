import * as v from 'valibot';
import { CONTACT_REQUEST_STATUSES, SALES_INBOX_PAGE_SIZE, SALES_INBOX_SEARCH_MAX, type ContactRequestStatus } from './salesInbox.ts';
import { exportFormatQuery, listDayQuery, listPageQuery, listSearchQuery, sortQuery, type ListSort } from './staffLists.ts';

/** The filters of /admin/messages: words of the sender or subject, a status or all (''), the days received (YYYY-MM-DD or ''). */
export interface AdminMessageFilter {
  search: string;
  status: ContactRequestStatus | '';
  from: string;
  to: string;
}

/** /admin/messages sorts by these columns: day received, sender, status. */
export const ADMIN_MESSAGE_SORT_KEYS = ['date', 'expediteur', 'statut'] as const;
export type AdminMessageSortKey = (typeof ADMIN_MESSAGE_SORT_KEYS)[number];
/** The list opens on the latest messages. */
export const ADMIN_MESSAGE_DEFAULT_SORT: ListSort<AdminMessageSortKey> = { key: 'date', direction: 'desc' };
export const ADMIN_MESSAGES_PAGE_SIZE = SALES_INBOX_PAGE_SIZE;

/** What narrows /admin/messages on the server (issues 23 and 27). */
const messageListFilters = {
  search: listSearchQuery(SALES_INBOX_SEARCH_MAX),
  status: v.optional(v.union([v.literal(''), v.picklist(CONTACT_REQUEST_STATUSES)], `Statut attendu : ${CONTACT_REQUEST_STATUSES.join(', ')}`), ''),
  from: listDayQuery,
  to: listDayQuery,
  sort: sortQuery(ADMIN_MESSAGE_SORT_KEYS, ADMIN_MESSAGE_DEFAULT_SORT),
};

export const AdminMessageListQuerySchema = v.object({ ...messageListFilters, page: listPageQuery });
export type AdminMessageListQuery = v.InferOutput<typeof AdminMessageListQuerySchema>;

/** The export of /admin/messages: the same filters and sort, every page, as csv or xlsx. */
export const AdminMessageExportQuerySchema = v.object({ ...messageListFilters, format: exportFormatQuery });
export type AdminMessageExportQuery = v.InferOutput<typeof AdminMessageExportQuerySchema>;
