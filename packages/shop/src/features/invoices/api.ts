import * as v from 'valibot';
import { FactureSchema, InvoiceStatsSchema, successResponseSchema, type FactureFromCart, type InvoiceStatsPeriod } from '@otech/domain';
import { apiRequest } from '../../app/http.ts';

// The invoices service (spec 2 §7.1): a customer sees and creates only their own invoices.

/** The latest invoices by invoice date, newest first, as the client dashboard asks for them. */
export function fetchLatestInvoices(limit: number, signal?: AbortSignal) {
  return apiRequest('/factures', successResponseSchema(v.array(FactureSchema)), {
    signal,
    query: { limit, sort_by: 'date_facture', sort_order: 'desc' },
  });
}

export function fetchInvoiceStats(period: InvoiceStatsPeriod, signal?: AbortSignal) {
  return apiRequest('/factures/stats', successResponseSchema(InvoiceStatsSchema), { signal, query: { period } });
}

export function createInvoiceFromCart(body: FactureFromCart) {
  return apiRequest('/factures/from-panier', successResponseSchema(FactureSchema), { method: 'POST', body });
}
