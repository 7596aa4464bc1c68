import type { QuoteOffer, QuoteOfferInput, QuoteOfferLine } from '../schemas/quoteOffer.ts';
import type { QuoteRequest } from '../schemas/quote.ts';
import { unitPrice } from './cart.ts';
import { documentTotals, documentTotalsCents } from './documentTotals.ts';
import { toCents, fromCents } from './money.ts';

/** A quote is valid 30 days unless staff choose otherwise (issue 22). */
export const QUOTE_VALIDITY_DAYS = 30;

export const QUOTE_OFFER_MESSAGES = {
  notAnswerable: 'Ce devis ne peut plus être modifié : il a été accepté, refusé ou annulé',
  validityPast: 'La date de validité doit être postérieure à aujourd’hui',
  noLine: 'Le devis doit avoir au moins une ligne',
  /** Two staff sending one quote: the second learns who was first. */
  changedBy: (who: string) => `Ce devis a été modifié par ${who} : rechargez-le avant de l’envoyer.`,
} as const;

/** The default validity date, `YYYY-MM-DD`, QUOTE_VALIDITY_DAYS after `today` (a `YYYY-MM-DD`). */
export function defaultValidUntil(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + QUOTE_VALIDITY_DAYS);
  return date.toISOString().slice(0, 10);
}

/** Staff may (re)send a quote while the customer has not accepted, refused or cancelled it. */
export function canSendQuote(quote: Pick<QuoteRequest, 'status'>): boolean {
  return quote.status === 'pending' || quote.status === 'processing' || quote.status === 'quoted';
}

/** The HT unit price after the line's discount, in cents, rounded half up. */
export function netUnitPriceCents(line: Pick<QuoteOfferLine, 'unitPriceHT' | 'discountPercent'>): number {
  return Math.round(toCents(line.unitPriceHT) * (1 - line.discountPercent / 100));
}

export function offerLineTotalHT(line: QuoteOfferLine): number {
  return fromCents(netUnitPriceCents(line) * line.quantity);
}

const documentLines = (lines: readonly QuoteOfferLine[]) => lines.map((line) => ({ unitPriceCents: netUnitPriceCents(line), quantity: line.quantity }));

/** The offer's totals by the sales documents' one rule: HT, contribution 1.75 %, TVA, TTC. */
export function offerTotals(lines: readonly QuoteOfferLine[]) {
  return documentTotals(documentLines(lines));
}

/** The same totals in cents, as the editor shows them while staff type. */
export function offerTotalsCents(lines: readonly QuoteOfferLine[]) {
  return documentTotalsCents(documentLines(lines));
}

/** The lines staff start from: the requested lines at the price each carries (the public price for now). */
export function requestedOfferLines(quote: Pick<QuoteRequest, 'items'>): QuoteOfferLine[] {
  return quote.items.map((item) => ({
    reference: item.product.reference,
    designation: item.product.name,
    quantity: item.quantity,
    unitPriceHT: unitPrice(item),
    discountPercent: 0,
  }));
}

/** The offer as stored on the quote once sent. */
export function sentOffer(input: QuoteOfferInput, sentBy: string, sentAt: Date, version: number): QuoteOffer {
  const totals = offerTotals(input.lines);
  return {
    lines: input.lines,
    validUntil: input.validUntil,
    ...(input.message ? { message: input.message } : {}),
    totalHT: totals.totalHT,
    contribution: totals.contribution,
    tva: totals.tva,
    totalTTC: totals.totalTTC,
    sentAt: sentAt.toISOString(),
    sentBy,
    version,
  };
}
