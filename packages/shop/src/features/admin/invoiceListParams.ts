import * as v from 'valibot';
import { ADMIN_INVOICE_SEARCH_MAX, FACTURE_STATUSES, type AdminInvoiceFilter } from '@otech/domain';

// The invoice list's filter lives in the URL (?statut=en_retard&search=martin); a hand-edited unknown status shows them all.
const ParamsSchema = v.object({
  statut: v.fallback(v.picklist(['', ...FACTURE_STATUSES]), ''),
  search: v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(ADMIN_INVOICE_SEARCH_MAX)), ''),
});

export function readInvoiceFilter(params: URLSearchParams): AdminInvoiceFilter {
  return v.parse(ParamsSchema, Object.fromEntries(params));
}

/** The URL query of a filter, empty values left out. */
export function invoiceFilterSearch(filter: AdminInvoiceFilter): URLSearchParams {
  return new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
}
