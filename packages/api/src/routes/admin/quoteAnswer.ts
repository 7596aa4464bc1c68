import {
  canSendQuote,
  defaultValidUntil,
  isoDay,
  QUOTE_OFFER_MESSAGES,
  QuoteOfferInputSchema,
  requestedOfferLines,
  sentOffer,
} from '@otech/domain';
import type { QuoteOffer, QuoteOfferInput, QuoteRequest } from '@otech/domain';
import { clientById } from '../../db/clients.ts';
import { quoteById, sendQuoteOffer } from '../../db/quotes.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { quoteSentMail } from '../../mail/quoteSentMail.ts';
import { sentQuoteFileName, sentQuotePdf } from '../../pdf/sentQuotePdf.ts';
import { QUOTE_NOT_FOUND } from '../../http/messages.ts';
import { publicClient } from '../../records/clients.ts';
import { quoteCustomer } from '../../records/quoteCustomer.ts';

/* Staff answer a quote request (issue 22): open it, price it, "Envoyer le devis". */

/** Who changed the request since staff opened it: the staff member who sent it, else the customer. */
const changedBy = (held: QuoteRequest): string => (held.offer && held.offer.sentAt === held.updatedAt ? held.offer.sentBy : 'le client');

async function openQuoteRequest({ ctx, req }: RouteInput<undefined, undefined>) {
  const quote = await quoteById(ctx.db, req.params['id'] ?? '');
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  const owner = await clientById(ctx.db, Number(quote.userId));
  return {
    quote,
    customer: quoteCustomer(quote, owner),
    // What the editor starts from: the last offer sent, else the requested lines at their price.
    draft: { lines: quote.offer?.lines ?? requestedOfferLines(quote), validUntil: defaultValidUntil(isoDay(new Date())), message: quote.offer?.message ?? '' },
  };
}

function checkValidity(input: QuoteOfferInput, now: Date): void {
  if (input.validUntil <= isoDay(now)) throw new HttpError(400, QUOTE_OFFER_MESSAGES.validityPast, [{ path: 'validUntil', message: QUOTE_OFFER_MESSAGES.validityPast }]);
}

/** The request may be answered, and is still the version staff edited. */
function checkAnswerable(quote: QuoteRequest, basedOn: string): void {
  if (!canSendQuote(quote)) throw new HttpError(409, QUOTE_OFFER_MESSAGES.notAnswerable);
  if (quote.updatedAt !== basedOn) throw new HttpError(409, QUOTE_OFFER_MESSAGES.changedBy(changedBy(quote)));
}

async function sendQuote({ ctx, req, body }: RouteInput<typeof QuoteOfferInputSchema, undefined>) {
  const now = new Date();
  checkValidity(body, now);
  const quote = await quoteById(ctx.db, req.params['id'] ?? '');
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  checkAnswerable(quote, body.basedOn);
  const owner = await clientById(ctx.db, Number(quote.userId));
  if (!owner) throw notFound(QUOTE_NOT_FOUND);
  const offer: QuoteOffer = sentOffer(body, ctx.adminOf(req).username, now, (quote.offer?.version ?? 0) + 1);
  // Drawn before the transaction (the PDF thread takes its time); the transaction checks the version again.
  const pdf = { filename: sentQuoteFileName(quote, offer), content: await sentQuotePdf(quote, offer, publicClient(owner)) };
  const sent = await sendQuoteOffer(ctx.db, quote.id, (held) => {
    checkAnswerable(held, body.basedOn);
    const updated: QuoteRequest = { ...held, status: 'quoted', offer, estimatedTotal: offer.totalHT, updatedAt: offer.sentAt };
    return { quote: updated, mail: quoteSentMail(updated, offer, owner.email, pdf) };
  });
  if (!sent) throw notFound(QUOTE_NOT_FOUND);
  ctx.mail.wake();
  return { quote: sent, customer: quoteCustomer(sent, owner) };
}

export const quoteAnswerRoutes = [
  route({
    method: 'get',
    path: '/admin/quote-requests/:id',
    auth: 'admin', permission: 'quotes.answer',
    summary: 'A quote request for staff: the request, its customer and the draft to edit (last offer, else the requested lines at their price, valid 30 days)',
    handle: openQuoteRequest,
  }),
  route({
    method: 'post',
    path: '/admin/quote-requests/:id/send',
    auth: 'admin', permission: 'quotes.answer',
    summary: '"Envoyer le devis": stores the offer (status "Devis envoyé") and e-mails the customer its PDF; 409 when the request changed since it was opened',
    body: QuoteOfferInputSchema,
    handle: sendQuote,
  }),
];
