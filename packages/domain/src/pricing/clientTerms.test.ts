import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ClientTermsSchema, readCreditLimit } from './clientTerms.ts';

describe('client terms set by staff', () => {
  it('reads a French credit limit, blank for none, and refuses what is not an amount', () => {
    expect(readCreditLimit('12 500,50')).toEqual({ ok: true, creditLimit: 12500.5 });
    expect(readCreditLimit('  ')).toEqual({ ok: true, creditLimit: null });
    expect(readCreditLimit('beaucoup').ok).toBe(false);
    expect(readCreditLimit('-5').ok).toBe(false);
  });

  it('accepts 30, 45, 60 or 90 days and the four lists only', () => {
    expect(v.safeParse(ClientTermsSchema, { paymentTerms: 45, creditLimit: null, priceList: 'premium' }).success).toBe(true);
    expect(v.safeParse(ClientTermsSchema, { paymentTerms: 365, creditLimit: null, priceList: 'premium' }).success).toBe(false);
    expect(v.safeParse(ClientTermsSchema, { paymentTerms: 30, creditLimit: null, priceList: 'vip' }).success).toBe(false);
  });
});
