import { documentTotalsCents } from './documentTotals.ts';
import { formatEuros } from '../format/numbers.ts';
import { fromCents, invoicePayment, toCents } from './money.ts';
import type { FactureStatus } from '../schemas/facture.ts';

/*
 * Credit in use ("encours", issue 21): what the customer owes on issued invoices plus what their
 * confirmed orders will be invoiced. All amounts are TTC in cents: the limit is what the customer
 * may owe, and what they owe is invoiced tax included.
 */

/** An invoice as credit in use reads it: its order, status, amount TTC and payments. */
export interface CreditInvoice {
  orderId?: string | undefined;
  statut: FactureStatus;
  montant_ttc: number;
  paiements?: readonly { montant: number }[] | undefined;
}

/** An order as credit in use reads it: its lines HT and whether it is confirmed. */
export interface CreditOrder {
  id: string;
  status: string;
  items: readonly { unitPrice: number; quantity: number }[];
}

/** A draft owes nothing yet, a cancelled invoice nothing any more. */
const NOT_OWED: ReadonlySet<FactureStatus> = new Set(['brouillon', 'annulee']);

/**
 * Orders the shop has committed to and will invoice: confirmed and on their way. A pending order
 * (held for validation) is not confirmed yet; a cancelled or returned one will not be invoiced.
 */
export const ORDER_STATUSES_IN_CREDIT: ReadonlySet<string> = new Set(['confirmed', 'processing', 'shipped', 'delivered']);

/** An order's amount TTC in cents, by `documentTotals` on its lines (HT, contribution, TVA). */
export function orderAmountTTCCents(order: Pick<CreditOrder, 'items'>): number {
  return documentTotalsCents(order.items.map((item) => ({ unitPriceCents: toCents(item.unitPrice), quantity: item.quantity }))).totalTTCCents;
}

/**
 * Credit in use in cents: what is still due on the issued invoices, plus, for every confirmed
 * order, its amount TTC less what was invoiced of it already (an order invoiced per shipment is
 * partly in each), never below zero.
 */
export function creditInUseCents(invoices: readonly CreditInvoice[], orders: readonly CreditOrder[]): number {
  const owed = invoices.filter((invoice) => !NOT_OWED.has(invoice.statut));
  const dueCents = owed.reduce((sum, invoice) => sum + toCents(invoicePayment(invoice.montant_ttc, invoice.paiements ?? []).due), 0);
  const invoicedCents = new Map<string, number>();
  for (const invoice of owed) {
    if (invoice.orderId !== undefined) invoicedCents.set(invoice.orderId, (invoicedCents.get(invoice.orderId) ?? 0) + toCents(invoice.montant_ttc));
  }
  const toInvoiceCents = orders
    .filter((order) => ORDER_STATUSES_IN_CREDIT.has(order.status))
    .reduce((sum, order) => sum + Math.max(0, orderAmountTTCCents(order) - (invoicedCents.get(order.id) ?? 0)), 0);
  return dueCents + toInvoiceCents;
}

/** Whether an order of `orderCents` TTC would take credit in use above the limit (none set: no limit). */
export function exceedsCreditLimit(inUseCents: number, orderCents: number, creditLimit: number | null | undefined): boolean {
  if (creditLimit === null || creditLimit === undefined) return false;
  return inUseCents + orderCents > toCents(creditLimit);
}

/** An amount of the "encours" line: whole euros when it has no cents ("3 200 €"), else to the cent. */
function creditAmount(cents: number): string {
  const text = formatEuros(fromCents(cents));
  return cents % 100 === 0 ? text.replace(/,00(?=\u00a0€)/, '') : text;
}

/** "Encours : 3 200 € sur 5 000 €" (issue 21), or without a limit "Encours : 3 200 €". */
export function creditInUseText(inUseCents: number, creditLimit: number | null | undefined): string {
  const inUse = `Encours : ${creditAmount(inUseCents)}`;
  return creditLimit === null || creditLimit === undefined ? inUse : `${inUse} sur ${creditAmount(toCents(creditLimit))}`;
}

/** Credit in use as the customer and staff read it (GET /account/credit, the client page). */
export interface CreditInUse {
  /** Euros TTC. */
  inUse: number;
  /** Euros TTC, null when the shop set none. */
  creditLimit: number | null;
  /** Whether credit in use already passes the limit. */
  overLimit: boolean;
  text: string;
}

export function creditInUse(inUseCents: number, creditLimit: number | null | undefined): CreditInUse {
  const limit = creditLimit ?? null;
  return { inUse: fromCents(inUseCents), creditLimit: limit, overLimit: exceedsCreditLimit(inUseCents, 0, limit), text: creditInUseText(inUseCents, limit) };
}
