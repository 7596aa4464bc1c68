import * as v from 'valibot';
import { ADMIN_INVOICE_SEARCH_MAX, FACTURE_STATUSES, type AdminInvoiceFilter } from '@otech/domain';

// The invoice list's filter lives in the URL (?statut=en_retard&search=martin&du=2027-01-01&au=2027-01-31);
// a hand-edited unknown status or date shows them all.
const day = v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), '');
const ParamsSchema = v.object({
  statut: v.fallback(v.picklist(['', ...FACTURE_STATUSES]), ''),
  search: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(ADMIN_INVOICE_SEARCH_MAX)), ''),
  du: day,
  au: day,
});

export function readInvoiceFilter(params: URLSearchParams): AdminInvoiceFilter {
  const { statut, search, du, au } = v.parse(ParamsSchema, Object.fromEntries(params));
  return { statut, search, from: du, to: au };
}

/** The URL's values of a filter (empty ones removed by the list's URL). */
export function invoiceFilterParams(filter: AdminInvoiceFilter): Record<string, string> {
  return { statut: filter.statut, search: filter.search, du: filter.from, au: filter.to };
}
