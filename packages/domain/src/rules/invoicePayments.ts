import { formatEuros } from '../format/numbers.ts';
import type { Facture, FacturePaiement } from '../schemas/facture.ts';
import type { PaymentStatus } from '../schemas/order.ts';
import { invoicePayment } from './money.ts';

/** Why the administration cannot record a payment (issue 9: refused on a cancelled invoice and above the amount due). */
export const PAYMENT_REFUSALS = {
  cancelled: "Impossible d'enregistrer un paiement sur une facture annulée",
  settled: 'Cette facture est déjà réglée',
  aboveDue: (due: number) => `Le montant dépasse le reste dû (${formatEuros(due)})`,
} as const;

type PayableFacture = Pick<Facture, 'statut' | 'montant_ttc'> & { paiements?: readonly Pick<FacturePaiement, 'montant'>[] | undefined };

/** The French reason a payment of `amount` euros cannot be recorded on the invoice, or null when it can. */
export function paymentRefusal(facture: PayableFacture, amount: number): string | null {
  if (facture.statut === 'annulee') return PAYMENT_REFUSALS.cancelled;
  const { due } = invoicePayment(facture.montant_ttc, facture.paiements ?? []);
  if (due === 0) return PAYMENT_REFUSALS.settled;
  return Math.round(amount * 100) > Math.round(due * 100) ? PAYMENT_REFUSALS.aboveDue(due) : null;
}

/** The invoice once the payment is added: paid in full makes it "payee", anything less keeps its status. */
export function withPayment<F extends PayableFacture>(facture: F, payment: FacturePaiement): F & { paiements: FacturePaiement[] } {
  const paiements = [...((facture.paiements ?? []) as FacturePaiement[]), payment];
  const { paidInFull } = invoicePayment(facture.montant_ttc, paiements);
  return { ...facture, paiements, statut: paidInFull ? 'payee' : facture.statut };
}

/** Where the payments of an invoice stand (spec 3 §4 payment statuses): "Payée" when nothing is due, "Partiel" when part is paid. */
export type InvoicePaymentStatus = Extract<PaymentStatus, 'paid' | 'partial' | 'pending'>;

/** The payment status of an invoice from its TTC and its payments (credit notes count as paid, decision 072). */
export function invoicePaymentStatus(totalTTC: number, payments: readonly Pick<FacturePaiement, 'montant'>[]): InvoicePaymentStatus {
  const { paid, paidInFull } = invoicePayment(totalTTC, payments);
  if (paidInFull) return 'paid';
  return paid > 0 ? 'partial' : 'pending';
}
