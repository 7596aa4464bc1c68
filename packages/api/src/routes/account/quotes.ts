import { AcceptQuoteInputSchema, CartSchema, QuoteAcceptedSchema, addToCart, isoDay, quoteExpiredMessage, canAcceptQuote, orderItemsFromQuote, quoteOrderAmount } from '@otech/domain';
import type { QuoteRequest } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput, RequestOf } from '../../http/route.ts';
import { chosenDelivery, confirmationOf, placedOrder, placedOrderAnswer } from '../../records/placedOrders.ts';
import { refuseStock, unknownDeliveryAddress } from '../../http/orderRefusals.ts';
import { acceptQuoteAsOrder, quoteOf } from '../../db/quotes.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { quotePdf } from '../../pdf/quotePdf.ts';
import { QUOTE_NOT_FOUND } from '../../http/messages.ts';
import { saveCart } from '../../records/carts.ts';
import { publicClient } from '../../records/clients.ts';
import { sendQuoteVersionPdf } from '../../records/quoteThread.ts';

const ACCOUNT_QUOTE_MESSAGES = {
  notAcceptable: 'Seul un devis approuvé peut être accepté',
  nothingToDuplicate: "Aucun article de ce devis n'est encore au catalogue",
} as const;

/** The caller's quote; someone else's answers 404 like an unknown one. */
async function ownQuote({ req, ctx }: RequestOf): Promise<QuoteRequest> {
  const quote = await quoteOf(ctx.db, ctx.customerOf(req).id, req.params['id']);
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  return quote;
}

async function acceptQuote(input: BodyInput<typeof AcceptQuoteInputSchema>) {
  const { req, ctx, body } = input;
  const client = ctx.customerOf(req);
  const quote = await ownQuote(input);
  if (!canAcceptQuote(quote)) throw new HttpError(409, ACCOUNT_QUOTE_MESSAGES.notAcceptable);
  const now = new Date();
  const expired = quoteExpiredMessage(quote, isoDay(now));
  if (expired) throw new HttpError(409, expired);
  const delivery = await chosenDelivery(ctx.db, client, body.deliveryAddressId);
  if (!delivery) throw unknownDeliveryAddress();
  // Decided again on the quote as held by the transaction: of two acceptances at once, one makes the order.
  const accepted = await acceptQuoteAsOrder(ctx.db, client.id, quote.id, (basis, held) => {
    if (!canAcceptQuote(held)) throw new HttpError(409, ACCOUNT_QUOTE_MESSAGES.notAcceptable);
    return placedOrder(client, basis, { input: body, delivery, items: orderItemsFromQuote(held), totalAmount: quoteOrderAmount(held), quoteId: held.id }, now);
  }, now, (order) => confirmationOf(order, client.email)).catch(refuseStock);
  if (!accepted) throw notFound(QUOTE_NOT_FOUND);
  await ctx.db.afterCommit(() => ctx.mail.wake());
  return { quote: accepted.quote, order: placedOrderAnswer(accepted.order) };
}

/** "Télécharger" on the quote card: the latest version sent as the customer received it, else the request. */
async function quoteAsPdf(input: NoInput) {
  const quote = await ownQuote(input);
  if (quote.offer) return sendQuoteVersionPdf(input.ctx.db, input.res, quote.id, String(quote.offer.version));
  const pdf = await quotePdf(quote, publicClient(input.ctx.customerOf(input.req)));
  input.res.type('application/pdf').attachment(`devis_${quote.id}.pdf`).send(pdf);
}

async function duplicateQuote(input: NoInput) {
  const { req, ctx } = input;
  const quote = await ownQuote(input);
  // The catalogue's product of today, at today's price: a quote's prices were for that quote.
  const lines = quote.items.flatMap((item) => {
    const product = ctx.db.products.byId(item.product.id) ?? ctx.db.products.byReference(item.product.reference);
    return product ? [{ product, quantity: item.quantity }] : [];
  });
  if (lines.length === 0) throw new HttpError(409, ACCOUNT_QUOTE_MESSAGES.nothingToDuplicate);
  const now = new Date();
  return saveCart(ctx.db, ctx.customerOf(req), (items) => lines.reduce((cart, line) => addToCart(cart, line.product, line.quantity, now), items));
}

/** Mes Devis beyond cancel (issue 8): accept an approved quote, download it, put it back in the cart. */
export const accountQuoteRoutes = [
  route({ method: 'post', path: '/account/quotes/:id/accept', auth: 'customer', impersonated: { action: 'devis accepté' }, summary: 'Accepts an approved or sent quote still valid: it becomes an order, confirmed by e-mail', body: AcceptQuoteInputSchema, status: 201, answer: QuoteAcceptedSchema, handle: acceptQuote }),
  route({ method: 'get', path: '/account/quotes/:id/pdf', auth: 'customer', summary: 'The quote as a PDF: the latest version sent, else the request', produces: 'application/pdf', handle: quoteAsPdf }),
  route({ method: 'post', path: '/account/quotes/:id/duplicate', auth: 'customer', impersonated: { action: 'devis remis au panier' }, summary: "Puts a quote's products still sold back in the cart, at today's prices", answer: CartSchema, handle: duplicateQuote }),
];
