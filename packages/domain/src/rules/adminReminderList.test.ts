import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OverdueInvoicePageSchema } from './adminReminderList.ts';

const page = (dueTotalCents: number) => ({ items: [], total: 47_287, page: 1, pageSize: 20, totalPages: 2_365, dueTotalCents });

describe('OverdueInvoicePageSchema', () => {
  it('reads what a shop of 47,287 overdue invoices has to recover, 56 M€: the list it totals then draws (issue 27)', () => {
    expect(v.parse(OverdueInvoicePageSchema, page(5_607_031_446)).dueTotalCents).toBe(5_607_031_446);
  });

  it('refuses a total that is not a whole, positive, exact number of cents', () => {
    for (const cents of [-1, 12.5, Number.MAX_SAFE_INTEGER + 2]) expect(v.safeParse(OverdueInvoicePageSchema, page(cents)).success).toBe(false);
  });
});
