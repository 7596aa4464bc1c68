import { describe, expect, it } from 'vitest';
import { accountInvoiceStatus, countsAsSpent, invoicePayment, spentOrders, sumEuros, toCents } from './money.ts';

describe('money in whole cents', () => {
  it('rounds euros to the nearest cent', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 * 3)).toBe(30);
  });

  it('sums without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumEuros([0.1, 0.2])).toBe(0.3);
    expect(sumEuros([])).toBe(0);
  });
});

describe('what counts as money spent, or as revenue', () => {
  const orders = [
    { id: 'a', status: 'delivered', totalAmount: 100.1 },
    { id: 'b', status: 'cancelled', totalAmount: 50 },
    { id: 'c', status: 'returned', totalAmount: 20 },
    { id: 'd', status: 'pending', totalAmount: 0.2 },
  ];

  it('leaves out cancelled and returned orders', () => {
    expect(countsAsSpent({ status: 'cancelled' })).toBe(false);
    expect(countsAsSpent({ status: 'returned' })).toBe(false);
    expect(countsAsSpent({ status: 'shipped' })).toBe(true);
  });

  it('totals the orders that count, to the cent', () => {
    const spent = spentOrders(orders);
    expect(spent.orders.map((order) => order.id)).toEqual(['a', 'd']);
    expect(spent.total).toBe(100.3);
  });
});

describe('amount due on an invoice', () => {
  it('is the total tax included minus the payments, to the cent', () => {
    expect(invoicePayment(1481.4, [{ montant: 481.4 }])).toEqual({ paid: 481.4, due: 1000, paidInFull: false });
  });

  it('is paid in full once the payments reach the total, and never owes less than nothing', () => {
    expect(invoicePayment(30, [{ montant: 10.1 }, { montant: 19.9 }])).toEqual({ paid: 30, due: 0, paidInFull: true });
    expect(invoicePayment(30, [{ montant: 40 }])).toMatchObject({ due: 0, paidInFull: true });
  });

  it('owes the whole amount without payments', () => {
    expect(invoicePayment(12.5, [])).toEqual({ paid: 0, due: 12.5, paidInFull: false });
  });
});

describe("an invoice's status on the account dashboard", () => {
  it('maps the invoices service statuses, and a draft or a cancelled invoice to none (issue 27)', () => {
    expect(accountInvoiceStatus('brouillon')).toBeNull();
    expect(accountInvoiceStatus('envoyee')).toBe('sent');
    expect(accountInvoiceStatus('payee')).toBe('paid');
    expect(accountInvoiceStatus('en_retard')).toBe('overdue');
    expect(accountInvoiceStatus('annulee')).toBeNull();
  });
});
