import * as v from 'valibot';
import { LIST_MAX } from '../limits.ts';
import { amount, expected, isoDate, optionalLongText, requiredText, text } from './fields.ts';

/** Most lines a quote may hold: a cart's worth (the cart caps at 200 lines). */
export const QUOTE_OFFER_LINES_MAX = 2 * LIST_MAX;

const quantity = v.pipe(
  v.number(expected('a number')),
  v.integer(expected('a whole number')),
  v.minValue(1, expected('a whole number of 1 or more')),
  v.maxValue(1_000_000, expected('a whole number of 1000000 or less')),
);
const percent = v.pipe(v.number(expected('a number')), v.minValue(0, expected('a percentage of 0 or more')), v.maxValue(100, expected('a percentage of 100 or less')));

/**
 * A line of a quote staff send (issue 22): a catalogue product (its reference) or a free line such
 * as "Frais de port", with its quantity, HT unit price in euros and a discount in percent.
 */
export const QuoteOfferLineSchema = v.object({
  /** The catalogue reference; absent on a free line. */
  reference: v.optional(text),
  designation: requiredText,
  quantity,
  unitPriceHT: amount,
  discountPercent: v.optional(percent, 0),
});
export type QuoteOfferLine = v.InferOutput<typeof QuoteOfferLineSchema>;

/** What "Envoyer le devis" sends: the lines, the validity date, a message, and the version edited. */
export const QuoteOfferInputSchema = v.object({
  lines: v.pipe(
    v.array(QuoteOfferLineSchema, expected('a list')),
    v.minLength(1, expected('at least one line', 'Le devis doit avoir au moins une ligne')),
    v.maxLength(QUOTE_OFFER_LINES_MAX, expected(`${QUOTE_OFFER_LINES_MAX} lines or less`)),
  ),
  /** Last day the quote may be accepted, `YYYY-MM-DD`. */
  validUntil: v.pipe(v.string(expected('a date')), v.regex(/^\d{4}-\d{2}-\d{2}$/, expected('a date YYYY-MM-DD', 'Date attendue (AAAA-MM-JJ)')), isoDate),
  message: optionalLongText,
  /** The request's `updatedAt` when staff opened it: a send over a newer version is refused. */
  basedOn: isoDate,
});
export type QuoteOfferInput = v.InferOutput<typeof QuoteOfferInputSchema>;

/** A sent offer as stored on the quote: the input, its totals in euros, who sent it and when. */
export const QuoteOfferSchema = v.object({
  lines: v.array(QuoteOfferLineSchema),
  validUntil: text,
  message: optionalLongText,
  totalHT: amount,
  contribution: amount,
  tva: amount,
  totalTTC: amount,
  sentAt: isoDate,
  sentBy: text,
  version: v.number(),
});
export type QuoteOffer = v.InferOutput<typeof QuoteOfferSchema>;

/** Longest purchase-order reference a customer may give ("Votre référence de commande"). */
export const PURCHASE_ORDER_REFERENCE_MAX = 50;

/** Body of POST /account/quotes/{id}/accept (issue 22): every field optional. */
export const AcceptQuoteInputSchema = v.object({
  purchaseOrderReference: v.optional(v.pipe(text, v.maxLength(PURCHASE_ORDER_REFERENCE_MAX, expected(`${PURCHASE_ORDER_REFERENCE_MAX} characters or less`)))),
  deliveryAddressId: v.optional(requiredText),
  requestedDeliveryDate: v.optional(v.pipe(v.string(expected('a date')), v.regex(/^\d{4}-\d{2}-\d{2}$/, expected('a date YYYY-MM-DD', 'Date attendue (AAAA-MM-JJ)')), isoDate)),
  comment: optionalLongText,
});
export type AcceptQuoteInput = v.InferOutput<typeof AcceptQuoteInputSchema>;
