import * as v from 'valibot';
import { QUOTE_STATUSES, type QuoteStatus } from '../schemas/quote.ts';
import { SALES_INBOX_PAGE_SIZE, SALES_INBOX_SEARCH_MAX } from './salesInbox.ts';
import { exportFormatQuery, listDayQuery, listPageQuery, listSearchQuery, sortQuery, type ListSort } from './staffLists.ts';

/** The filters of /admin/devis: words of the customer or the products, a status or all (''), the days asked (YYYY-MM-DD or ''). */
export interface AdminQuoteFilter {
  search: string;
  status: QuoteStatus | '';
  from: string;
  to: string;
}

/** /admin/devis sorts by these columns: day asked, customer, status. */
export const ADMIN_QUOTE_SORT_KEYS = ['date', 'client', 'statut'] as const;
export type AdminQuoteSortKey = (typeof ADMIN_QUOTE_SORT_KEYS)[number];
/** The list opens on the latest requests. */
export const ADMIN_QUOTE_DEFAULT_SORT: ListSort<AdminQuoteSortKey> = { key: 'date', direction: 'desc' };
export const ADMIN_QUOTES_PAGE_SIZE = SALES_INBOX_PAGE_SIZE;

/** What narrows /admin/devis on the server (issues 23 and 27). */
const quoteListFilters = {
  search: listSearchQuery(SALES_INBOX_SEARCH_MAX),
  status: v.optional(v.union([v.literal(''), v.picklist(QUOTE_STATUSES)], `Statut attendu : ${QUOTE_STATUSES.join(', ')}`), ''),
  from: listDayQuery,
  to: listDayQuery,
  sort: sortQuery(ADMIN_QUOTE_SORT_KEYS, ADMIN_QUOTE_DEFAULT_SORT),
};

export const AdminQuoteListQuerySchema = v.object({ ...quoteListFilters, page: listPageQuery });
export type AdminQuoteListQuery = v.InferOutput<typeof AdminQuoteListQuerySchema>;

/** The export of /admin/devis: the same filters and sort, every page, as csv or xlsx. */
export const AdminQuoteExportQuerySchema = v.object({ ...quoteListFilters, format: exportFormatQuery });
export type AdminQuoteExportQuery = v.InferOutput<typeof AdminQuoteExportQuerySchema>;
