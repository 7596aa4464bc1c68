import * as v from 'valibot';
import { CartItemSchema } from './cart.ts';
import { QuoteOfferSchema } from './quoteOffer.ts';
import { amount, expected, isoDate, oneOf, optionalLongText, requiredText } from './fields.ts';

/** Spec 2 §4 "Quote statuses"; a request starts pending and its owner may cancel it (spec 1 §4). */
export const QUOTE_STATUSES = ['pending', 'processing', 'quoted', 'accepted', 'rejected', 'approved', 'cancelled'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Spec 1 §3 and spec 2 §3.5: the cart lines at the time of the request. */
export const QuoteRequestSchema = v.object({
  id: requiredText,
  userId: requiredText,
  items: v.array(CartItemSchema, expected('a list')),
  status: oneOf(QUOTE_STATUSES),
  message: optionalLongText,
  estimatedTotal: v.optional(amount),
  notes: optionalLongText,
  /** The quote staff sent last (issue 22): its lines, validity, message and totals. */
  offer: v.optional(QuoteOfferSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type QuoteRequest = v.InferOutput<typeof QuoteRequestSchema>;
