import { describe, expect, it } from 'vitest';
import { PAYMENT_FORM_MESSAGES, paymentFormDefaults, paymentFormSchema } from './payment.ts';
import { validateForm } from './validateForm.ts';

const schema = paymentFormSchema(1000);
const values = { montant: '250,50', date_paiement: '2026-11-20', mode: 'Virement' };

describe('paymentFormSchema (record a payment on /admin/factures)', () => {
  it('reads French amounts and gives the payment as the API takes it', () => {
    expect(validateForm(schema, values)).toEqual({ ok: true, value: { montant: 250.5, date_paiement: '2026-11-20', mode: 'Virement' } });
    expect(validateForm(schema, { ...values, montant: '1 000,00' })).toMatchObject({ ok: true, value: { montant: 1000 } });
  });

  it('names the broken rule of each field in French', () => {
    expect(validateForm(schema, { montant: '', date_paiement: '', mode: ' ' })).toEqual({
      ok: false,
      errors: { montant: PAYMENT_FORM_MESSAGES.amountRequired, date_paiement: PAYMENT_FORM_MESSAGES.dateRequired, mode: PAYMENT_FORM_MESSAGES.modeRequired },
    });
    expect(validateForm(schema, { ...values, montant: 'mille' })).toMatchObject({ errors: { montant: PAYMENT_FORM_MESSAGES.amountFormat } });
    expect(validateForm(schema, { ...values, montant: '0' })).toMatchObject({ errors: { montant: PAYMENT_FORM_MESSAGES.amountPositive } });
    expect(validateForm(schema, { ...values, date_paiement: '2026-02-30' })).toMatchObject({ errors: { date_paiement: PAYMENT_FORM_MESSAGES.dateInvalid } });
  });

  it('refuses a cent above what is still due', () => {
    expect(validateForm(schema, { ...values, montant: '1000,01' })).toMatchObject({ errors: { montant: PAYMENT_FORM_MESSAGES.aboveDue(1000) } });
  });
});

describe('paymentFormDefaults', () => {
  it('offers the amount still due, today and a transfer', () => {
    expect(paymentFormDefaults('2026-11-24', 1234.5)).toEqual({ montant: '1234,5', date_paiement: '2026-11-24', mode: 'Virement' });
  });
});
