import * as v from 'valibot';
import { FactureSchema, InvoiceStatsSchema, successResponseSchema, type InvoiceStatsPeriod } from '@otech/domain';
import { apiFile, apiRequest } from '../../app/http.ts';

// The invoices service (spec 2 §7.1): a customer sees only their own invoices; the shop issues them.

/** The latest invoices by invoice date, newest first, as the client dashboard asks for them. */
export function fetchLatestFactures(limit: number, signal?: AbortSignal) {
  return apiRequest('/factures', successResponseSchema(v.array(FactureSchema)), {
    signal,
    query: { limit, sort_by: 'date_facture', sort_order: 'desc' },
  });
}

export function fetchFactureStats(period: InvoiceStatsPeriod, signal?: AbortSignal) {
  return apiRequest('/factures/stats', successResponseSchema(InvoiceStatsSchema), { signal, query: { period } });
}

/** The caller's cart as a "Facture pro forma" PDF (issue 22): nothing is stored, nothing is owed. */
export function downloadCartProForma() {
  return apiFile('/account/pro-forma');
}
