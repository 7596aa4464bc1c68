import * as v from 'valibot';
import {
  canSendQuote,
  canWriteOnQuote,
  creditInUse,
  creditInUseCents,
  customerOfferLine,
  customerOfferLines,
  defaultValidUntil,
  isoDay,
  PRICE_LIST_NAMES,
  PUBLIC_TERMS,
  QUOTE_OFFER_MESSAGES,
  QUOTE_THREAD_MESSAGES,
  QuoteEditorSchema,
  QuoteInboxRowSchema,
  QuoteMessageInputSchema,
  QuoteMessageSchema,
  QuoteOfferInputSchema,
  QuoteProductChoicesSchema,
  sentOffer,
  TEXT_LIMITS,
} from '@otech/domain';
import type { QuoteCustomerTerms, QuoteEditor, QuoteOffer, QuoteOfferInput, QuoteProductChoice, QuoteRequest } from '@otech/domain';
import { actorOf } from '../../db/auditTrail.ts';
import { clientById } from '../../db/clients.ts';
import { creditAccountOf } from '../../db/orderStock.ts';
import { clientTermsOf, termsOfClient } from '../../db/priceTerms.ts';
import { writeOnQuote } from '../../db/quoteThread.ts';
import { quoteById, sendQuoteOffer } from '../../db/quotes.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { ONE_VALUE } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { quoteSentMail } from '../../mail/quoteSentMail.ts';
import { sentQuoteFileName, sentQuotePdf } from '../../pdf/sentQuotePdf.ts';
import { QUOTE_NOT_FOUND } from '../../http/messages.ts';
import { publicClient } from '../../records/clients.ts';
import { quoteCustomer } from '../../records/quoteCustomer.ts';
import { newQuoteMessage, quoteThreadOf, sendQuoteVersionPdf } from '../../records/quoteThread.ts';

/* Staff answer a quote request (issue 22): open it, price it, "Envoyer le devis", write on its thread. */

/** Products offered to add to a quote: the first of the catalogue search. */
const PRODUCT_CHOICES = 10;

const ProductSearchSchema = v.object({ search: v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(TEXT_LIMITS.line, `${TEXT_LIMITS.line} caractères au plus`)) });

/** Who changed the request since staff opened it: the staff member who sent it, else the customer. */
const changedBy = (held: QuoteRequest): string => (held.offer && held.offer.sentAt === held.updatedAt ? held.offer.sentBy : 'le client');

async function heldQuote(ctx: RouteInput<undefined, undefined>['ctx'], id: string | undefined) {
  const quote = await quoteById(ctx.db, id ?? '');
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  const owner = await clientById(ctx.db, Number(quote.userId));
  return { quote, owner };
}

/** The customer's list, payment terms and credit in use (the ordering rule, creditInUse). */
async function customerTerms(ctx: RouteInput<undefined, undefined>['ctx'], clientId: number): Promise<QuoteCustomerTerms | null> {
  const [terms, account] = await Promise.all([clientTermsOf(ctx.db, clientId), creditAccountOf(ctx.db, clientId)]);
  if (!terms) return null;
  const credit = creditInUse(creditInUseCents(account.invoices, account.orders), terms.creditLimit);
  return { ...terms, priceListName: PRICE_LIST_NAMES[terms.priceList], creditInUse: credit.inUse, creditText: credit.text };
}

async function openQuoteRequest({ ctx, req }: RouteInput<undefined, undefined>): Promise<QuoteEditor> {
  const { quote, owner } = await heldQuote(ctx, req.params['id']);
  const customer = quoteCustomer(quote, owner);
  // The requested lines at the customer's own prices today; the public price for an account gone.
  const priced = owner ? await termsOfClient(ctx.db, owner) : undefined;
  const requested = () => customerOfferLines(quote.items, priced?.terms ?? PUBLIC_TERMS, (id) => ctx.db.products.byId(id));
  return {
    quote,
    customer,
    terms: owner ? await customerTerms(ctx, owner.id) : null,
    // What the editor starts from: the last offer sent, else the requested lines.
    draft: { lines: quote.offer?.lines ?? requested(), validUntil: defaultValidUntil(isoDay(new Date())), message: quote.offer?.message ?? '' },
    thread: await quoteThreadOf(ctx.db, quote, customer.company || customer.name),
  };
}

async function productsForQuote({ ctx, req, query }: RouteInput<undefined, typeof ProductSearchSchema>): Promise<QuoteProductChoice[]> {
  const { owner } = await heldQuote(ctx, req.params['id']);
  if (!owner || query.search === '') return [];
  const { terms } = await termsOfClient(ctx.db, owner);
  return ctx.db.products.query({ search: query.search, page: 1, pageSize: PRODUCT_CHOICES }).products.map((product) => ({ id: product.id, line: customerOfferLine(terms, product), stock: product.stock }));
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
  const { quote, owner } = await heldQuote(ctx, req.params['id']);
  checkAnswerable(quote, body.basedOn);
  if (!owner) throw notFound(QUOTE_NOT_FOUND);
  const staff = ctx.adminOf(req);
  const offer: QuoteOffer = sentOffer(body, staff.username, now, (quote.offer?.version ?? 0) + 1);
  // Drawn before the transaction (the PDF thread takes its time); the transaction checks the version again.
  const pdf = { filename: sentQuoteFileName(quote, offer), content: await sentQuotePdf(quote, offer, publicClient(owner)) };
  const sent = await sendQuoteOffer(
    ctx.db,
    quote.id,
    (held) => {
      checkAnswerable(held, body.basedOn);
      const updated = { ...held, status: 'quoted' as const, offer, estimatedTotal: offer.totalHT, updatedAt: offer.sentAt };
      const message = offer.message ? newQuoteMessage(quote.id, 'staff', staff.username, 'offer', offer.message, now, offer.version) : undefined;
      return { quote: updated, mail: quoteSentMail(updated, offer, owner.email, pdf), message };
    },
    pdf,
    actorOf(staff),
  );
  if (!sent) throw notFound(QUOTE_NOT_FOUND);
  ctx.mail.wake();
  return { quote: sent, customer: quoteCustomer(sent, owner) };
}

async function writeAsStaff({ ctx, req, body }: RouteInput<typeof QuoteMessageInputSchema, undefined>) {
  const staff = ctx.adminOf(req);
  const written = await writeOnQuote(
    ctx.db,
    req.params['id'] ?? '',
    (held) => {
      if (!canWriteOnQuote(held)) throw new HttpError(409, QUOTE_THREAD_MESSAGES.closed);
      return { message: newQuoteMessage(held.id, 'staff', staff.username, 'message', body.text, new Date()) };
    },
    actorOf(staff),
  );
  if (!written) throw notFound(QUOTE_NOT_FOUND);
  return written.message;
}

async function versionPdf({ ctx, req, res }: RouteInput<undefined, undefined>): Promise<void> {
  const { quote } = await heldQuote(ctx, req.params['id']);
  await sendQuoteVersionPdf(ctx.db, res, quote.id, req.params['version']);
}

export const quoteAnswerRoutes = [
  route({
    method: 'get',
    path: '/admin/quote-requests/:id',
    auth: 'admin', permission: 'quotes.answer',
    summary: "The quote editor: the request, its customer and their terms, the draft (last offer, else the requested lines at the customer's prices, valid 30 days), the thread and versions",
    answer: QuoteEditorSchema,
    handle: openQuoteRequest,
  }),
  route({
    method: 'get',
    path: '/admin/quote-requests/:id/products',
    auth: 'admin', permission: 'quotes.answer',
    summary: "Catalogue products to add to the quote, each at the customer's price for one unit",
    query: ProductSearchSchema,
    answer: QuoteProductChoicesSchema,
    handle: productsForQuote,
  }),
  route({
    method: 'post',
    path: '/admin/quote-requests/:id/send',
    auth: 'admin', permission: 'quotes.answer',
    summary: '"Envoyer le devis": stores the offer (status "Devis envoyé") and its PDF as a version, e-mails the customer the PDF; 409 when the request changed since it was opened',
    body: QuoteOfferInputSchema,
    answer: QuoteInboxRowSchema,
    handle: sendQuote,
  }),
  route({
    method: 'post',
    path: '/admin/quote-requests/:id/messages',
    auth: 'admin', permission: 'quotes.answer',
    summary: "Writes a staff message on the quote's thread",
    body: QuoteMessageInputSchema,
    status: 201,
    answer: QuoteMessageSchema,
    handle: writeAsStaff,
  }),
  route({
    method: 'get',
    path: '/admin/quote-requests/:id/versions/:version/pdf',
    auth: 'admin', permission: 'quotes.answer',
    summary: 'The PDF of a version of the quote, as the customer received it',
    produces: 'application/pdf',
    handle: versionPdf,
  }),
];
