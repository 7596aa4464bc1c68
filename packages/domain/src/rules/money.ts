import type { FacturePaiement, FactureStatus } from '../schemas/facture.ts';
import type { InvoiceStatus } from '../schemas/invoice.ts';
import type { OrderStatus } from '../schemas/order.ts';

/**
 * Amounts are stored in euros with 2 decimals, and every sum is made in whole cents: adding euros
 * as floats drifts (0.1 + 0.2 is not 0.3), and a total a cent off is a wrong invoice.
 */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** Euros back from whole cents. */
export const fromCents = (cents: number): number => cents / 100;

/** The sum of amounts in euros, to the cent. */
export function sumEuros(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** A cancelled or returned order brought no money in: it is an order, but not money spent nor revenue. */
const NOT_SPENT: ReadonlySet<OrderStatus> = new Set(['cancelled', 'returned']);

export function countsAsSpent(order: { status: OrderStatus | string }): boolean {
  return !NOT_SPENT.has(order.status as OrderStatus);
}

/** The orders that count as money spent (a customer's) or revenue (the shop's), and their total. */
export function spentOrders<O extends { status: OrderStatus | string; totalAmount: number }>(
  orders: readonly O[],
): { orders: O[]; total: number } {
  const spent = orders.filter(countsAsSpent);
  return { orders: spent, total: sumEuros(spent.map((order) => order.totalAmount)) };
}

/** What has been paid on an invoice (tax included), what is still due, and whether it is settled. */
export function invoicePayment(
  totalTTC: number,
  payments: readonly Pick<FacturePaiement, 'montant'>[],
): { paid: number; due: number; paidInFull: boolean } {
  const paidCents = toCents(sumEuros(payments.map((payment) => payment.montant)));
  const dueCents = Math.max(0, toCents(totalTTC) - paidCents);
  return { paid: fromCents(paidCents), due: fromCents(dueCents), paidInFull: dueCents === 0 };
}

/**
 * The invoices service's statuses (spec 2 §3.6) as the account dashboard names them (spec 2 §4).
 * A cancelled invoice and a draft have no account status: nothing is owed on either, and a draft
 * is not issued (no PDF), so the account lists leave them out (issue 27: they read as owed).
 */
const ACCOUNT_INVOICE_STATUS: Readonly<Record<FactureStatus, InvoiceStatus | null>> = {
  brouillon: null,
  envoyee: 'sent',
  payee: 'paid',
  en_retard: 'overdue',
  annulee: null,
};

export function accountInvoiceStatus(statut: FactureStatus): InvoiceStatus | null {
  return ACCOUNT_INVOICE_STATUS[statut];
}
