import { describe, expect, it } from 'vitest';
import { PAYMENT_REFUSALS, paymentRefusal, withPayment, invoicePaymentStatus } from './invoicePayments.ts';

const facture = { statut: 'envoyee' as const, montant_ttc: 120, paiements: [{ montant: 20, date_paiement: '2026-01-02', mode: 'Virement' }] };

describe('paymentRefusal (issue 9: refused on a cancelled invoice and above the amount due)', () => {
  it('accepts any amount up to what is still due, to the cent', () => {
    expect(paymentRefusal(facture, 100)).toBeNull();
    expect(paymentRefusal(facture, 0.01)).toBeNull();
  });

  it('refuses a cent above the amount due, naming it in euros', () => {
    expect(paymentRefusal(facture, 100.01)).toBe(PAYMENT_REFUSALS.aboveDue(100));
    expect(PAYMENT_REFUSALS.aboveDue(100)).toMatch(/^Le montant dépasse le reste dû \(100,00\s€\)$/);
  });

  it('refuses any payment on a cancelled invoice', () => {
    expect(paymentRefusal({ ...facture, statut: 'annulee' }, 1)).toBe(PAYMENT_REFUSALS.cancelled);
  });

  it('refuses a payment on an invoice already paid in full', () => {
    expect(paymentRefusal({ statut: 'payee', montant_ttc: 50, paiements: [{ montant: 50 }] }, 1)).toBe(PAYMENT_REFUSALS.settled);
  });
});

describe('withPayment', () => {
  const payment = { montant: 100, date_paiement: '2026-02-01', mode: 'Chèque' };

  it('adds the payment and marks the invoice paid once nothing is due', () => {
    expect(withPayment(facture, payment)).toMatchObject({ statut: 'payee', paiements: [facture.paiements[0], payment] });
  });

  it('keeps the status of a partly paid invoice', () => {
    expect(withPayment({ ...facture, statut: 'en_retard' as const }, { ...payment, montant: 50 }).statut).toBe('en_retard');
  });
});

describe('invoicePaymentStatus (spec 3 §4: "Payée", "Partiel")', () => {
  it('is pending with no payment, partial with part paid, paid when nothing is due (to the cent)', () => {
    expect(invoicePaymentStatus(120.01, [])).toBe('pending');
    expect(invoicePaymentStatus(120.01, [{ montant: 20 }])).toBe('partial');
    expect(invoicePaymentStatus(120.01, [{ montant: 20 }, { montant: 100 }])).toBe('partial');
    expect(invoicePaymentStatus(120.01, [{ montant: 20 }, { montant: 100.01 }])).toBe('paid');
  });
});
