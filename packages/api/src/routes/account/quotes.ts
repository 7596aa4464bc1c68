import { randomUUID } from 'node:crypto';
import {
  AcceptQuoteInputSchema,
  addToCart,
  isoDay,
  quoteExpiredMessage,
  canAcceptQuote,
  contactFullName,
  clientToUserProfile,
  nextNumber,
  orderItemsFromQuote,
  quoteOrderAmount,
  quoteTotalQuantity,
} from '@otech/domain';
import type { AcceptQuoteInput, Client, OrderItem, PostalAddress, QuoteRequest } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput, RequestOf } from '../../http/route.ts';
import type { OwnedRecord } from '../../db/database.ts';
import { defaultAddressOf } from '../../db/addresses.ts';
import { recordOf } from '../../db/owned.ts';
import { orderConfirmedMail } from '../../mail/orderConfirmedMail.ts';
import { acceptQuoteAsOrder, quoteOf } from '../../db/quotes.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { quotePdf } from '../../pdf/quotePdf.ts';
import { QUOTE_NOT_FOUND } from '../../http/messages.ts';
import { saveCart } from '../../records/carts.ts';
import { publicClient } from '../../records/clients.ts';

const ACCOUNT_QUOTE_MESSAGES = {
  notAcceptable: 'Seul un devis approuvé peut être accepté',
  nothingToDuplicate: "Aucun article de ce devis n'est encore au catalogue",
  unknownAddress: 'Adresse de livraison introuvable dans votre carnet',
} as const;

function companyAddress(client: Client): PostalAddress {
  return {
    company: client.societe,
    street: [client.adresse_debut, client.adresse_milieu, client.adresse_fin].filter(Boolean).join(', '),
    postalCode: client.code_postal ?? '',
    city: client.ville ?? '',
    country: client.pays,
  };
}

/** Where the order goes: the default saved delivery address, else the company's. */
function shippingAddress(client: Client, saved: OwnedRecord | undefined): PostalAddress {
  if (!saved) return companyAddress(client);
  const text = (field: string) => (typeof saved[field] === 'string' ? (saved[field] as string) : '');
  return { company: text('company') || client.societe, street: text('street'), postalCode: text('postalCode'), city: text('city'), country: text('country') };
}

/** Who is billed: the billing address of the banking form when it differs, else the company's. */
function billingAddress(client: Client): PostalAddress {
  const billing = client.bankingInfo?.sameBillingAddress === false ? client.bankingInfo.billingAddress : undefined;
  return billing ? { ...billing, company: client.societe } : companyAddress(client);
}

/** The order an accepted quote becomes, stored as the dashboards' orders are (data/README.md). */
function orderFromQuote(client: Client, quote: QuoteRequest, delivery: PostalAddress, orderNumbers: (string | undefined)[], now: Date, input: AcceptQuoteInput): OwnedRecord {
  return {
    id: `ord-${randomUUID()}`,
    orderNumber: nextNumber('CMD', now.getFullYear(), orderNumbers),
    clientId: client.id,
    userId: String(client.id),
    userEmail: client.email,
    userName: contactFullName(clientToUserProfile(client)),
    items: orderItemsFromQuote(quote),
    totalAmount: quoteOrderAmount(quote),
    totalQuantity: quoteTotalQuantity(quote),
    status: 'confirmed',
    paymentStatus: 'pending',
    shippingStatus: 'not_shipped',
    shippingAddress: delivery,
    billingAddress: billingAddress(client),
    orderDate: now.toISOString(),
    quoteId: quote.id,
    ...(input.purchaseOrderReference ? { purchaseOrderReference: input.purchaseOrderReference } : {}),
    ...(input.requestedDeliveryDate ? { requestedDeliveryDate: input.requestedDeliveryDate } : {}),
    ...(input.comment ? { comment: input.comment } : {}),
  };
}

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
  const saved = body.deliveryAddressId === undefined ? await defaultAddressOf(ctx.db, client.id) : await recordOf(ctx.db, 'addresses', client.id, body.deliveryAddressId);
  if (!saved && body.deliveryAddressId !== undefined) throw new HttpError(400, ACCOUNT_QUOTE_MESSAGES.unknownAddress, [{ path: 'deliveryAddressId', message: ACCOUNT_QUOTE_MESSAGES.unknownAddress }]);
  const delivery = shippingAddress(client, saved);
  // Decided again on the quote as held by the transaction: of two acceptances at once, one makes the order.
  const accepted = await acceptQuoteAsOrder(ctx.db, client.id, quote.id, (numbers, held) => {
    if (!canAcceptQuote(held)) throw new HttpError(409, ACCOUNT_QUOTE_MESSAGES.notAcceptable);
    return orderFromQuote(client, held, delivery, numbers, now, body);
  }, now, (order) => orderConfirmedMail({ ...body, id: order.id, orderNumber: String(order['orderNumber']), items: order['items'] as OrderItem[], totalAmount: Number(order['totalAmount']) }, client.email));
  if (!accepted) throw notFound(QUOTE_NOT_FOUND);
  ctx.mail.wake();
  const { order } = accepted;
  return { quote: accepted.quote, order: { id: order.id, orderNumber: order['orderNumber'], status: order['status'] } };
}

async function quoteAsPdf(input: NoInput) {
  const quote = await ownQuote(input);
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
  route({ method: 'post', path: '/account/quotes/:id/accept', auth: 'customer', summary: 'Accepts an approved or sent quote still valid: it becomes an order, confirmed by e-mail', body: AcceptQuoteInputSchema, status: 201, handle: acceptQuote }),
  route({ method: 'get', path: '/account/quotes/:id/pdf', auth: 'customer', summary: 'The quote as a PDF', produces: 'application/pdf', handle: quoteAsPdf }),
  route({ method: 'post', path: '/account/quotes/:id/duplicate', auth: 'customer', summary: "Puts a quote's products still sold back in the cart, at today's prices", handle: duplicateQuote }),
];
