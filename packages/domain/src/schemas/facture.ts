import * as v from 'valibot';
import { PAYMENT_TERMS_MAX_DAYS, paymentTermsDays } from '../rules/factures.ts';
import { amount, count, expected, isoDate, oneOf, recordId, requiredText, text } from './fields.ts';

/** Spec 2 §4 "Invoice statuses (invoices service)". */
export const FACTURE_STATUSES = ['brouillon', 'envoyee', 'payee', 'en_retard', 'annulee'] as const;
export type FactureStatus = (typeof FACTURE_STATUSES)[number];

/** Body of POST /factures/{id}/paiements, also kept on the invoice. */
export const FacturePaiementSchema = v.object({
  montant: v.pipe(amount, v.minValue(0.01, expected('an amount above 0'))),
  date_paiement: isoDate,
  mode: text,
});
export type FacturePaiement = v.InferOutput<typeof FacturePaiementSchema>;

/** Invoice of the invoices service (spec 2 §3.6); client_id says whose it is. */
export const FactureSchema = v.object({
  id: requiredText,
  numero_facture: requiredText,
  statut: oneOf(FACTURE_STATUSES),
  client_id: v.optional(recordId),
  client_nom: text,
  date_facture: isoDate,
  date_echeance: v.optional(isoDate),
  montant_ttc: amount,
  conditions_paiement: v.optional(
    v.pipe(text, v.check((terms) => paymentTermsDays(terms) !== null, expected(`payment terms of ${PAYMENT_TERMS_MAX_DAYS} days or less`, `Conditions de paiement de ${PAYMENT_TERMS_MAX_DAYS} jours au plus`))),
  ),
  paiements: v.optional(v.array(FacturePaiementSchema, expected('a list'))),
});
export type Facture = v.InferOutput<typeof FactureSchema>;

/** Periods of GET /factures/stats; the dashboard asks for the month (spec 2 §9). */
export const INVOICE_STATS_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type InvoiceStatsPeriod = (typeof INVOICE_STATS_PERIODS)[number];

/** Spec 2 §3.6 "Invoice statistics". */
export const InvoiceStatsSchema = v.object({
  period: oneOf(INVOICE_STATS_PERIODS),
  total_factures: count,
  montant_total_ttc: amount,
  payees: count,
  en_retard: count,
});
export type InvoiceStats = v.InferOutput<typeof InvoiceStatsSchema>;

