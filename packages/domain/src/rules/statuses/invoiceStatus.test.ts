import { describe, expect, it } from 'vitest';
import { invoiceStatusDisplay } from './invoiceStatus.ts';

describe('account-dashboard invoice status (spec 2 §4)', () => {
  it('shows paid with the payment icon in success colour', () => {
    expect(invoiceStatusDisplay('paid')).toEqual({ label: 'Payée', tone: 'success', icon: 'CreditCard' });
  });

  it('shows overdue with the warning icon in error colour', () => {
    expect(invoiceStatusDisplay('overdue')).toEqual({ label: 'En retard', tone: 'error', icon: 'TriangleAlert' });
  });

  it('leaves draft and sent unstyled, with the info icon', () => {
    expect(invoiceStatusDisplay('draft')).toEqual({ label: 'Brouillon', tone: 'neutral', icon: 'Info' });
    expect(invoiceStatusDisplay('sent')).toEqual({ label: 'Envoyée', tone: 'neutral', icon: 'Info' });
  });

  it("uses the invoice's own label when given", () => {
    expect(invoiceStatusDisplay('paid', 'Réglée').label).toBe('Réglée');
  });
});
