import * as v from 'valibot';
import { FACTURE_STATUSES } from '../schemas/facture.ts';
import { exportFormatQuery, listDayQuery, listPageQuery, listSearchQuery, sortQuery, type ListSort } from './staffLists.ts';
import type { FactureStatus } from '../schemas/facture.ts';

/** The filters of /admin/factures: a status or all (''), words of the number or the client's name, invoice dates (YYYY-MM-DD or ''). */
export interface AdminInvoiceFilter {
  statut: FactureStatus | '';
  search: string;
  from: string;
  to: string;
}

export const ADMIN_INVOICE_SEARCH_MAX = 100;

/** /admin/factures sorts by these columns: date, number, client, amount, due date. */
export const ADMIN_INVOICE_SORT_KEYS = ['date', 'numero', 'client', 'montant', 'echeance'] as const;
export type AdminInvoiceSortKey = (typeof ADMIN_INVOICE_SORT_KEYS)[number];
/** The list opens on the latest invoices. */
export const ADMIN_INVOICE_DEFAULT_SORT: ListSort<AdminInvoiceSortKey> = { key: 'date', direction: 'desc' };
/** Invoices a page of /admin/factures shows. */
export const ADMIN_INVOICES_PAGE_SIZE = 25;

/** What narrows /admin/factures on the server (issue 27): text, status on the day, invoice dates (both included), sort. */
const invoiceListFilters = {
  search: listSearchQuery(ADMIN_INVOICE_SEARCH_MAX),
  statut: v.optional(v.union([v.literal(''), v.picklist(FACTURE_STATUSES)], `Statut attendu : ${FACTURE_STATUSES.join(', ')}`), ''),
  from: listDayQuery,
  to: listDayQuery,
  sort: sortQuery(ADMIN_INVOICE_SORT_KEYS, ADMIN_INVOICE_DEFAULT_SORT),
};

export const AdminInvoiceListQuerySchema = v.object({
  ...invoiceListFilters,
  page: listPageQuery,
});
export type AdminInvoiceListQuery = v.InferOutput<typeof AdminInvoiceListQuerySchema>;

/** The export of /admin/factures: the same filters and sort, every page, as csv or xlsx. */
export const AdminInvoiceExportQuerySchema = v.object({ ...invoiceListFilters, format: exportFormatQuery });
export type AdminInvoiceExportQuery = v.InferOutput<typeof AdminInvoiceExportQuerySchema>;
