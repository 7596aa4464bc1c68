import * as v from 'valibot';
import { amount, expected, isoDate, oneOf, requiredText, text } from './fields.ts';
import { OrderItemSchema } from './order.ts';

/** Spec 2 §4 "Invoice statuses (account dashboard)". */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A credit note correcting one of the customer's invoices, as their invoices tab lists it with that invoice (issue 24). */
export const AccountCreditNoteSchema = v.object({
  id: requiredText,
  number: requiredText,
  date: isoDate,
  /** TTC, in euros: what it takes off the invoice. */
  amount,
  /** Its Factur-X PDF. */
  downloadUrl: text,
});
export type AccountCreditNote = v.InferOutput<typeof AccountCreditNoteSchema>;

/** Invoice of the customer's account dashboard (spec 2 §3.7 "Invoice"). */
export const InvoiceSchema = v.object({
  id: requiredText,
  invoiceNumber: requiredText,
  date: isoDate,
  dueDate: isoDate,
  status: oneOf(INVOICE_STATUSES),
  /** French label of the status, given by the server with the invoice. */
  statusLabel: text,
  amount,
  amountPaid: amount,
  amountDue: amount,
  currency: v.literal('EUR', expected('"EUR"')),
  items: v.array(OrderItemSchema, expected('a list')),
  downloadUrl: text,
  paymentMethod: text,
  /** Where its payments stand (spec 3 §4): "Payée", "Partiel", "En attente". */
  paymentStatus: v.optional(v.picklist(['paid', 'partial', 'pending'], expected('paid, partial or pending'))),
  /** The credit notes correcting it, oldest first. */
  creditNotes: v.optional(v.array(AccountCreditNoteSchema, expected('a list'))),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
