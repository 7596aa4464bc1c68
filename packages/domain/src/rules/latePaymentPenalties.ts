import { daysLate } from './reminders.ts';

/*
 * The late-payment terms of OTECH's terms of sale (art. L441-10 of the commercial code): penalties
 * at three times the legal interest rate from the day after the due date, and a fixed 40 € fee
 * for recovery costs per late invoice.
 */

/** Times the legal interest rate that the penalties run at (terms of sale, "3 fois le taux d’intérêt légal"). */
export const LATE_PENALTY_MULTIPLIER = 3;

/** The fixed recovery fee of art. D441-5, in cents. */
export const RECOVERY_FEE_CENTS = 4000;

/**
 * The legal interest rate "pour tous les autres cas" (a creditor acting for its business), in
 * percent, by the first day of the half-year it applies to, as the Journal officiel publishes it
 * each half-year. Add the new half-year's rate when its decree is published (docs/invoicing.md).
 */
export const LEGAL_INTEREST_RATES: readonly { from: string; percent: number }[] = [
  { from: '2024-01-01', percent: 5.07 },
  { from: '2024-07-01', percent: 4.92 },
  { from: '2025-01-01', percent: 3.71 },
  { from: '2025-07-01', percent: 2.76 },
  { from: '2026-01-01', percent: 2.62 },
];

/** The legal rate in force on a day (`YYYY-MM-DD`): the latest published on or before it, else the oldest known. */
export function legalInterestRate(day: string): { from: string; percent: number } {
  const known = LEGAL_INTEREST_RATES.filter((rate) => rate.from <= day.slice(0, 10));
  return known.at(-1) ?? LEGAL_INTEREST_RATES[0]!;
}

/** What a late invoice owes on `now` beyond its amount due: penalties and the recovery fee, in cents. */
export interface LatePaymentCharges {
  dueCents: number;
  daysLate: number;
  /** The penalties' yearly rate, in percent: 3 x the legal rate in force on the due date. */
  penaltyRatePercent: number;
  /** The legal rate used, in percent, and the half-year it applies from (`YYYY-MM-DD`). */
  legalRatePercent: number;
  legalRateFrom: string;
  penaltyCents: number;
  recoveryFeeCents: number;
  totalCents: number;
}

/**
 * Penalties as simple interest on what is due, days late x rate / 365, rounded half up to the cent,
 * at the rate in force when they start (the due date's half-year), plus the 40 € fee.
 */
export function latePaymentCharges(dueCents: number, dueDate: string, now: Date): LatePaymentCharges {
  const days = daysLate(dueDate, now);
  const legal = legalInterestRate(dueDate);
  const penaltyRatePercent = Math.round(legal.percent * LATE_PENALTY_MULTIPLIER * 100) / 100;
  const penaltyCents = days === 0 ? 0 : Math.round((dueCents * penaltyRatePercent * days) / (100 * 365));
  const recoveryFeeCents = days === 0 ? 0 : RECOVERY_FEE_CENTS;
  return { dueCents, daysLate: days, penaltyRatePercent, legalRatePercent: legal.percent, legalRateFrom: legal.from, penaltyCents, recoveryFeeCents, totalCents: dueCents + penaltyCents + recoveryFeeCents };
}
