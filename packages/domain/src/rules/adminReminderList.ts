import * as v from 'valibot';
import { expected } from '../schemas/fields.ts';
import { OverdueInvoiceSchema } from '../schemas/reminder.ts';
import { pagedResultSchema } from '../schemas/responses.ts';
import { ADMIN_INVOICE_SEARCH_MAX } from './adminInvoices.ts';
import { exportFormatQuery, listDayQuery, listPageQuery, listSearchQuery, sortQuery, type ListSort } from './staffLists.ts';

/** The filters of /admin/relances: words of the invoice number or client, the due days (YYYY-MM-DD or ''). */
export interface AdminReminderFilter {
  search: string;
  from: string;
  to: string;
}

/** /admin/relances sorts by these columns: invoice number, client, due date, amount still due. */
export const ADMIN_REMINDER_SORT_KEYS = ['numero', 'client', 'echeance', 'reste'] as const;
export type AdminReminderSortKey = (typeof ADMIN_REMINDER_SORT_KEYS)[number];
/** The list opens on the oldest due date: the latest invoice, to chase first. */
export const ADMIN_REMINDER_DEFAULT_SORT: ListSort<AdminReminderSortKey> = { key: 'echeance', direction: 'asc' };
export const ADMIN_REMINDERS_PAGE_SIZE = 20;

/** What narrows /admin/relances on the server (issues 23 and 27); the period is the due date. */
const reminderListFilters = {
  search: listSearchQuery(ADMIN_INVOICE_SEARCH_MAX),
  from: listDayQuery,
  to: listDayQuery,
  sort: sortQuery(ADMIN_REMINDER_SORT_KEYS, ADMIN_REMINDER_DEFAULT_SORT),
};

export const AdminReminderListQuerySchema = v.object({ ...reminderListFilters, page: listPageQuery });
export type AdminReminderListQuery = v.InferOutput<typeof AdminReminderListQuerySchema>;

/** The export of /admin/relances: the same filters and sort, every page, as csv or xlsx. */
export const AdminReminderExportQuerySchema = v.object({ ...reminderListFilters, format: exportFormatQuery });
export type AdminReminderExportQuery = v.InferOutput<typeof AdminReminderExportQuerySchema>;

/**
 * What a whole list still has to recover, in cents: a sum of many invoices, so not bounded by one
 * invoice's amount nor by a count (47,287 overdue invoices of the bench owed 56 M€, and the page,
 * refused by its own schema, never drew a row); exact as long as it is a safe integer.
 */
const totalCents = v.pipe(
  v.number(expected('a number')),
  v.integer(expected('a whole number')),
  v.minValue(0, expected('a whole number of 0 or more')),
  v.maxValue(Number.MAX_SAFE_INTEGER, expected(`a whole number of ${Number.MAX_SAFE_INTEGER} or less`)),
);

/** A page of overdue invoices with what the whole filtered list still has to recover (cents TTC, a whole number), for "… à recouvrer". */
export const OverdueInvoicePageSchema = v.object({ ...pagedResultSchema(OverdueInvoiceSchema).entries, dueTotalCents: totalCents });
export type OverdueInvoicePage = v.InferOutput<typeof OverdueInvoicePageSchema>;
