import { onFirstUse } from './onFirstUse.ts';

// One formatter built once: Intl formatters are costly to create and a catalogue page prints many prices.
const euros = onFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const integers = onFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }));
const percents = onFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 }));

/**
 * Price in euros, French style with 2 decimals (spec 1 §9): `1 234,50 €`. Intl puts a narrow
 * no-break space (U+202F) between thousands and a no-break space (U+00A0) before the sign.
 */
export function formatEuros(amount: number): string {
  // Math.round(-0.001 * 100) is -0, which Intl prints as "-0,00 €".
  return euros().format(Math.round(amount * 100) / 100 || 0);
}

/**
 * A price before tax, as the shop shows its prices and order amounts to professionals:
 * `1 234,50 € HT` (spec 1 §9: product prices are before tax; the cart adds the 20 % VAT).
 */
export function formatEurosHT(amount: number): string {
  return `${formatEuros(amount)} HT`;
}

/** An amount with tax, as invoices and the cart's totals owe it: `1 234,50 € TTC`. */
export function formatEurosTTC(amount: number): string {
  return `${formatEuros(amount)} TTC`;
}

/** Whole number with French digit grouping: `40 000` (U+202F between groups). */
export function formatInteger(value: number): string {
  return integers().format(value);
}

/**
 * A whole percentage given as 0 to 100, French style: `33 %`, a no-break space (U+00A0) before
 * the sign. The order-status chart's tooltips show it (spec 3 §2 and §7: whole percentages).
 */
export function formatPercent(percentage: number): string {
  return percents().format(percentage / 100);
}
