import { VAT_RATE } from './vat.ts';
import { fromCents } from './money.ts';

/**
 * The terms of sale's "contribution sécurité et environnement" (spec 2 §2.6): 1.75 % of the HT
 * amount, added to every cart, quote, order and invoice, and subject to VAT like the goods.
 */
export const CONTRIBUTION_RATE = 0.0175;
export const CONTRIBUTION_LABEL = 'Contribution sécurité et environnement (1,75 %)';

/** A line of any sales document: its HT unit price in cents and its quantity. */
export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

/** The totals every sales document shows, in cents, in the order they are printed. */
export interface DocumentTotalsCents {
  /** Sum of the lines' HT totals. */
  totalHTCents: number;
  /** CONTRIBUTION_RATE of the HT total, rounded half up to the cent. */
  contributionCents: number;
  /** The VAT base: HT plus the contribution. */
  taxableCents: number;
  /** VAT_RATE of the taxable base, rounded half up to the cent. */
  vatCents: number;
  /** Taxable base plus VAT. */
  totalTTCCents: number;
}

/** Half up to the cent for the non-negative amounts of a sale (Math.round is half up for them). */
const roundCents = (cents: number): number => Math.round(cents);

/**
 * Totals of a cart, quote, order, invoice or credit note: each line is unit price x quantity in
 * whole cents, the contribution and the VAT are computed once on the document's sums (EN 16931
 * document-level charge and VAT breakdown, rule BR-CO-17: VAT = base x rate, rounded), so the
 * amounts printed always add up.
 */
export function documentTotalsCents(lines: readonly PricedLine[]): DocumentTotalsCents {
  const totalHTCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const contributionCents = roundCents(totalHTCents * CONTRIBUTION_RATE);
  const taxableCents = totalHTCents + contributionCents;
  const vatCents = roundCents(taxableCents * VAT_RATE);
  return { totalHTCents, contributionCents, taxableCents, vatCents, totalTTCCents: taxableCents + vatCents };
}

/** The same totals in euros, for display and storage in euros with two decimals. */
export function documentTotals(lines: readonly PricedLine[]): {
  totalHT: number;
  contribution: number;
  taxable: number;
  tva: number;
  totalTTC: number;
} {
  const cents = documentTotalsCents(lines);
  return {
    totalHT: fromCents(cents.totalHTCents),
    contribution: fromCents(cents.contributionCents),
    taxable: fromCents(cents.taxableCents),
    tva: fromCents(cents.vatCents),
    totalTTC: fromCents(cents.totalTTCCents),
  };
}
