import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, InvoiceSchema } from './invoice.ts';

const invoice = {
  id: 'inv-1',
  invoiceNumber: 'FAC-2025-0001',
  date: '2025-03-14',
  dueDate: '2025-04-13',
  status: 'sent',
  statusLabel: 'Envoyée',
  amount: 120,
  amountPaid: 20,
  amountDue: 100,
  currency: 'EUR',
  items: [{ productId: 'A1', productName: 'Pile', quantity: 2, unitPrice: 50, totalPrice: 100 }],
  downloadUrl: '/api/client-dashboard/invoices/inv-1/download',
  paymentMethod: 'Virement',
};

describe('InvoiceSchema (spec 2 §3.7, §4)', () => {
  it.each(INVOICE_STATUSES)('accepts the status %s', (status) => {
    expect(v.is(InvoiceSchema, { ...invoice, status })).toBe(true);
  });

  it('refuses an invoice status of the invoices service and another currency', () => {
    expect(v.is(InvoiceSchema, { ...invoice, status: 'payee' })).toBe(false);
    expect(v.is(InvoiceSchema, { ...invoice, currency: 'USD' })).toBe(false);
  });
});
