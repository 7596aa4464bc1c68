import { canWriteOnQuote, clientToUserProfile, contactFullName, quoteAfterAnswer, quoteAnswerRefusal, QUOTE_THREAD_MESSAGES, QuoteAnsweredSchema, QuoteChangeInputSchema, QuoteMessageInputSchema, QuoteMessageWrittenSchema, QuoteRefusalInputSchema, QuoteThreadSchema } from '@otech/domain';
import type { Client, QuoteAnswer, QuoteMessage, QuoteRequest, QuoteThread } from '@otech/domain';
import { writeOnQuote } from '../../db/quoteThread.ts';
import { quoteOf } from '../../db/quotes.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { QUOTE_NOT_FOUND } from '../../http/messages.ts';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput, RequestOf } from '../../http/route.ts';
import { newQuoteMessage, quoteThreadOf, sendQuoteVersionPdf } from '../../records/quoteThread.ts';

/* The customer's side of a quote's thread (issue 22): read and write it, ask a change, refuse, download a version. */

/** How the customer signs on the thread: their company, else their name. */
const customerName = (client: Client): string => client.societe || contactFullName(clientToUserProfile(client));

/** The caller's quote; someone else's answers 404 like an unknown one. */
async function ownQuote({ req, ctx }: RequestOf): Promise<QuoteRequest> {
  const quote = await quoteOf(ctx.db, ctx.customerOf(req).id, req.params['id']);
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  return quote;
}

async function threadOfQuote(input: NoInput): Promise<QuoteThread> {
  return quoteThreadOf(input.ctx.db, await ownQuote(input), customerName(input.ctx.customerOf(input.req)));
}

/**
 * Writes the customer's message on their quote, with the status its answer gives (none for a plain
 * message), decided on the quote as held: a quote answered meanwhile is refused, nothing stored.
 */
async function writeAsCustomer(input: RequestOf, kind: QuoteMessage['kind'], text: string, answer?: QuoteAnswer) {
  const quote = await ownQuote(input);
  const client = input.ctx.customerOf(input.req);
  const now = new Date();
  const written = await writeOnQuote(input.ctx.db, quote.id, (held) => {
    const refusal = answer ? quoteAnswerRefusal(held, answer) : canWriteOnQuote(held) ? undefined : QUOTE_THREAD_MESSAGES.closed;
    if (refusal) throw new HttpError(409, refusal);
    return { ...(answer ? { quote: quoteAfterAnswer(held, answer, now) } : {}), message: newQuoteMessage(held.id, 'customer', customerName(client), kind, text, now) };
  });
  if (!written) throw notFound(QUOTE_NOT_FOUND);
  return written;
}

const writeMessage = (input: BodyInput<typeof QuoteMessageInputSchema>) => writeAsCustomer(input, 'message', input.body.text);
const askChange = (input: BodyInput<typeof QuoteChangeInputSchema>) => writeAsCustomer(input, 'change', input.body.text, 'change');
const refuse = (input: BodyInput<typeof QuoteRefusalInputSchema>) => writeAsCustomer(input, 'refusal', input.body.reason, 'refuse');

async function versionPdf(input: NoInput): Promise<void> {
  const quote = await ownQuote(input);
  await sendQuoteVersionPdf(input.ctx.db, input.res, quote.id, input.req.params['version']);
}

export const accountQuoteThreadRoutes = [
  route({ method: 'get', path: '/account/quotes/:id/thread', auth: 'customer', summary: "The quote's thread (the request message first) and the versions sent", answer: QuoteThreadSchema, handle: threadOfQuote }),
  route({ method: 'post', path: '/account/quotes/:id/messages', auth: 'customer', impersonated: { action: 'message sur le devis' }, summary: 'Writes a message on the quote', body: QuoteMessageInputSchema, status: 201, answer: QuoteMessageWrittenSchema, handle: writeMessage }),
  route({ method: 'post', path: '/account/quotes/:id/request-change', auth: 'customer', impersonated: { action: 'modification du devis demandée' }, summary: 'Asks a change of a sent quote: it goes back to "En cours de traitement"', body: QuoteChangeInputSchema, answer: QuoteAnsweredSchema, handle: askChange }),
  route({ method: 'post', path: '/account/quotes/:id/refuse', auth: 'customer', impersonated: { action: 'devis refusé' }, summary: 'Refuses a sent quote with a reason: "Refusé"', body: QuoteRefusalInputSchema, answer: QuoteAnsweredSchema, handle: refuse }),
  route({ method: 'get', path: '/account/quotes/:id/versions/:version/pdf', auth: 'customer', summary: 'The PDF of a version of the quote, as received', produces: 'application/pdf', handle: versionPdf }),
];
