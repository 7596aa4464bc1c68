import * as v from 'valibot';
import { amount, expected, isoDate, oneOf, requiredText, text } from './fields.ts';
import { OrderItemSchema } from './order.ts';

/** Spec 2 §4 "Invoice statuses (account dashboard)". */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

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
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
