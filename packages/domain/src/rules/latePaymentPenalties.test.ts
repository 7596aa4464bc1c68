import { describe, expect, it } from 'vitest';
import { latePaymentCharges, legalInterestRate, RECOVERY_FEE_CENTS } from './latePaymentPenalties.ts';

describe('late-payment charges (terms of sale: 3 x the legal rate, 40 € fee)', () => {
  it('takes the legal rate of the half-year the due date falls in', () => {
    expect(legalInterestRate('2025-06-30')).toEqual({ from: '2025-01-01', percent: 3.71 });
    expect(legalInterestRate('2025-07-01')).toEqual({ from: '2025-07-01', percent: 2.76 });
    expect(legalInterestRate('2027-03-01').from).toBe('2026-01-01');
  });

  it('charges 3 x the legal rate per day late on what is due, rounded to the cent, and the 40 € fee', () => {
    // 1 000,00 € due on 31 January 2026 (legal rate 2,62 %, penalties 7,86 %), 30 days late on 2 March:
    // 1 000 x 7,86 % x 30 / 365 = 6,4603 €.
    const charges = latePaymentCharges(100_000, '2026-01-31', new Date('2026-03-02T10:00:00Z'));
    expect(charges).toEqual({
      dueCents: 100_000,
      daysLate: 30,
      penaltyRatePercent: 7.86,
      legalRatePercent: 2.62,
      legalRateFrom: '2026-01-01',
      penaltyCents: 646,
      recoveryFeeCents: RECOVERY_FEE_CENTS,
      totalCents: 100_000 + 646 + 4000,
    });
  });

  it('charges nothing on the due date itself', () => {
    expect(latePaymentCharges(100_000, '2026-01-31', new Date('2026-01-31T20:00:00Z'))).toMatchObject({ daysLate: 0, penaltyCents: 0, recoveryFeeCents: 0, totalCents: 100_000 });
  });
});
