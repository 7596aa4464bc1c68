import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { validateForm } from '../forms/validateForm.ts';
import { FRENCH } from '../schemas/frenchIssues.ts';
import { ClientTermsFormSchema, clientTermsFormValues, ClientTermsSchema, readCreditLimit } from './clientTerms.ts';

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

  it('reads the staff form back to the terms, and names a credit limit that is not an amount beside its field', () => {
    const values = clientTermsFormValues({ paymentTerms: 60, creditLimit: 12500.5, priceList: 'revendeur' });
    expect(values).toEqual({ paymentTerms: '60', creditLimit: '12500,5', priceList: 'revendeur' });
    expect(validateForm(ClientTermsFormSchema, { ...values, creditLimit: '' }, FRENCH)).toEqual({ ok: true, value: { paymentTerms: 60, creditLimit: null, priceList: 'revendeur' } });
    expect(validateForm(ClientTermsFormSchema, { ...values, creditLimit: 'beaucoup' }, FRENCH)).toEqual({ ok: false, errors: { creditLimit: 'Montant invalide : un nombre d’euros, 0 ou plus' } });
  });
});
