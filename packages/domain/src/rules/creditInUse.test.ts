import { describe, expect, it } from 'vitest';
import { creditInUse, creditInUseCents, creditInUseText, exceedsCreditLimit, orderAmountTTCCents } from './creditInUse.ts';

// 100 € HT: contribution 1,75 €, TVA 20 % of 101,75 = 20,35 €, TTC 122,10 €.
const order = (id: string, status: string) => ({ id, status, items: [{ unitPrice: 25, quantity: 4 }] });

describe('credit in use ("encours": unpaid invoices + confirmed orders not yet invoiced)', () => {
  it('prices an order TTC by documentTotals (HT, contribution, TVA)', () => {
    expect(orderAmountTTCCents(order('o1', 'confirmed'))).toBe(12_210);
  });

  it('counts what is still due on issued invoices, not drafts, cancelled or paid ones', () => {
    const invoices = [
      { statut: 'envoyee' as const, montant_ttc: 1000, paiements: [{ montant: 400 }] },
      { statut: 'en_retard' as const, montant_ttc: 200 },
      { statut: 'payee' as const, montant_ttc: 300, paiements: [{ montant: 300 }] },
      { statut: 'brouillon' as const, montant_ttc: 5000 },
      { statut: 'annulee' as const, montant_ttc: 7000 },
    ];
    expect(creditInUseCents(invoices, [])).toBe(80_000);
  });

  it('adds confirmed orders less what was invoiced of them, never a pending, cancelled or returned one', () => {
    const orders = [order('o1', 'confirmed'), order('o2', 'shipped'), order('o3', 'pending'), order('o4', 'cancelled'), order('o5', 'returned')];
    expect(creditInUseCents([], orders)).toBe(2 * 12_210);
    // o2 invoiced in full (and paid): only o1 remains; o1 half invoiced and unpaid: due + the other half.
    const invoices = [
      { orderId: 'o2', statut: 'payee' as const, montant_ttc: 122.1, paiements: [{ montant: 122.1 }] },
      { orderId: 'o1', statut: 'envoyee' as const, montant_ttc: 61.05 },
    ];
    expect(creditInUseCents(invoices, orders)).toBe(6_105 + 6_105);
  });

  it('holds an order only above the limit, and never without one', () => {
    expect(exceedsCreditLimit(400_000, 100_000, 5000)).toBe(false);
    expect(exceedsCreditLimit(400_000, 100_001, 5000)).toBe(true);
    expect(exceedsCreditLimit(10_000_000, 1, null)).toBe(false);
  });

  it('reads "Encours : 3 200 € sur 5 000 €"', () => {
    expect(creditInUseText(320_000, 5000)).toBe('Encours : 3\u202f200\u00a0€ sur 5\u202f000\u00a0€');
    expect(creditInUseText(320_050, 5000)).toBe('Encours : 3\u202f200,50\u00a0€ sur 5\u202f000\u00a0€');
    expect(creditInUseText(0, null)).toBe('Encours : 0\u00a0€');
    expect(creditInUse(600_000, 5000)).toMatchObject({ inUse: 6000, creditLimit: 5000, overLimit: true });
  });
});
