import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import { CLIENT_ACCOUNT_STATES, type ClientAccountState } from './clientAccountState.ts';
import { CLIENT_SEARCH_PAGE_SIZE } from './pagination.ts';
import { exportFormatQuery, listDayQuery, listPageQuery, listSearchQuery, sortQuery, type ListSort } from './staffLists.ts';


/** The filters of /admin/clients: words of the client's names, e-mail, SIRET or pseudo, its state ('' for all), its creation dates (YYYY-MM-DD or ''). */
export interface AdminClientFilter {
  search: string;
  compte: ClientAccountState | '';
  from: string;
  to: string;
}

/** /admin/clients sorts by these columns: company, number, town, creation date. */
export const ADMIN_CLIENT_SORT_KEYS = ['societe', 'numero', 'ville', 'creation'] as const;
export type AdminClientSortKey = (typeof ADMIN_CLIENT_SORT_KEYS)[number];
/** The list opens in alphabetical order of the companies. */
export const ADMIN_CLIENT_DEFAULT_SORT: ListSort<AdminClientSortKey> = { key: 'societe', direction: 'asc' };
/** Clients a page of /admin/clients shows (spec 3 §9: 10 a page). */
export const ADMIN_CLIENTS_PAGE_SIZE = CLIENT_SEARCH_PAGE_SIZE;

/** What narrows /admin/clients on the server (issues 23 and 27). */
const clientListFilters = {
  search: listSearchQuery(TEXT_LIMITS.line),
  compte: v.optional(v.union([v.literal(''), v.picklist(CLIENT_ACCOUNT_STATES)], `Compte attendu : ${CLIENT_ACCOUNT_STATES.join(', ')}`), ''),
  from: listDayQuery,
  to: listDayQuery,
  sort: sortQuery(ADMIN_CLIENT_SORT_KEYS, ADMIN_CLIENT_DEFAULT_SORT),
};

export const AdminClientListQuerySchema = v.object({ ...clientListFilters, page: listPageQuery });
export type AdminClientListQuery = v.InferOutput<typeof AdminClientListQuerySchema>;

/** The export of /admin/clients: the same filters and sort, every page, as csv or xlsx. */
export const AdminClientExportQuerySchema = v.object({ ...clientListFilters, format: exportFormatQuery });
export type AdminClientExportQuery = v.InferOutput<typeof AdminClientExportQuerySchema>;
