import * as v from 'valibot';
import { amount, expected, isoDate, longText, oneOf, requiredLongText, requiredText, text } from './fields.ts';
import { QuoteRequestSchema } from './quote.ts';

/** Who wrote a message of a quote's thread. */
export const QUOTE_MESSAGE_AUTHORS = ['customer', 'staff'] as const;

/**
 * What a message of the thread is (issue 22): a plain message, the customer's request message, a
 * change the customer asks for (the quote goes back to "En cours de traitement"), the reason of a
 * refusal, or the message staff sent with a version of the quote.
 */
export const QUOTE_MESSAGE_KINDS = ['message', 'request', 'change', 'refusal', 'offer'] as const;
export type QuoteMessageKind = (typeof QUOTE_MESSAGE_KINDS)[number];

/** A message of a quote's thread, as stored and shown to both sides. */
export const QuoteMessageSchema = v.object({
  id: requiredText,
  quoteId: requiredText,
  author: oneOf(QUOTE_MESSAGE_AUTHORS),
  /** The customer's company or name, or the staff member's user name. */
  authorName: text,
  kind: oneOf(QUOTE_MESSAGE_KINDS),
  text: longText,
  /** The version of the quote the message was sent with ("offer"). */
  version: v.optional(v.number()),
  createdAt: isoDate,
});
export type QuoteMessage = v.InferOutput<typeof QuoteMessageSchema>;

/** A message written on the thread by either side. */
export const QuoteMessageInputSchema = v.object({ text: requiredLongText });
export type QuoteMessageInput = v.InferOutput<typeof QuoteMessageInputSchema>;

/** "Demander une modification": what the customer wants changed. */
export const QuoteChangeInputSchema = v.object({ text: requiredLongText });

/** "Refuser le devis": the reason is required (issue 22: "refuse with a reason"). */
export const QuoteRefusalInputSchema = v.object({ reason: requiredLongText });
export type QuoteRefusalInput = v.InferOutput<typeof QuoteRefusalInputSchema>;

/** A version of a quote as sent: kept with its PDF, listed and downloadable by both sides. */
export const QuoteVersionSchema = v.object({
  version: v.number(expected('a number')),
  sentAt: isoDate,
  sentBy: text,
  validUntil: text,
  totalHT: amount,
  totalTTC: amount,
});
export type QuoteVersion = v.InferOutput<typeof QuoteVersionSchema>;

/** A quote's thread: its messages, oldest first, and its sent versions, newest first. */
export const QuoteThreadSchema = v.object({
  messages: v.array(QuoteMessageSchema),
  versions: v.array(QuoteVersionSchema),
});
export type QuoteThread = v.InferOutput<typeof QuoteThreadSchema>;

/** Answer of a message written on a quote: the message. */
export const QuoteMessageWrittenSchema = v.object({ message: QuoteMessageSchema });

/** Answer of a change asked or a refusal: the quote as it now stands, and the message that says why. */
export const QuoteAnsweredSchema = v.object({ quote: QuoteRequestSchema, message: QuoteMessageSchema });
