import * as v from 'valibot';
import { ClientTermsSchema } from '../pricing/clientTerms.ts';
import { amount, count, optionalLongText, requiredText, text } from './fields.ts';
import { QuoteRequestSchema } from './quote.ts';
import { QuoteOfferLineSchema } from './quoteOffer.ts';
import { QuoteThreadSchema } from './quoteThread.ts';
import { QuoteCustomerSchema } from './salesInbox.ts';

/** The customer's terms as the quote editor shows them: their list by name, payment terms, credit. */
export const QuoteCustomerTermsSchema = v.object({
  ...ClientTermsSchema.entries,
  priceListName: text,
  /** Credit in use in euros TTC (domain creditInUse: unpaid invoices and confirmed orders not yet invoiced). */
  creditInUse: amount,
  /** "Encours : 3 200 € sur 5 000 €". */
  creditText: text,
});
export type QuoteCustomerTerms = v.InferOutput<typeof QuoteCustomerTermsSchema>;

/** GET /admin/quote-requests/{id}: what the staff quote editor opens with (issue 22). */
export const QuoteEditorSchema = v.object({
  quote: QuoteRequestSchema,
  customer: QuoteCustomerSchema,
  terms: v.nullable(QuoteCustomerTermsSchema),
  /** Where the editor starts: the last version sent, else the requested lines at the customer's prices. */
  draft: v.object({ lines: v.array(QuoteOfferLineSchema), validUntil: requiredText, message: optionalLongText }),
  thread: QuoteThreadSchema,
});
export type QuoteEditor = v.InferOutput<typeof QuoteEditorSchema>;

/** A catalogue product the editor may add, at the customer's price for one unit. */
export const QuoteProductChoiceSchema = v.object({ id: requiredText, line: QuoteOfferLineSchema, stock: v.optional(count) });
export type QuoteProductChoice = v.InferOutput<typeof QuoteProductChoiceSchema>;
export const QuoteProductChoicesSchema = v.array(QuoteProductChoiceSchema);
