import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
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
import type { RegisterRoutes } from '../../context.ts';
import type { OwnedRecord } from '../../db/database.ts';
import { defaultAddressOf } from '../../db/addresses.ts';
import { recordOf } from '../../db/owned.ts';
import { orderConfirmedMail } from '../../mail/orderConfirmedMail.ts';
import { acceptQuoteAsOrder, quoteOf } from '../../db/quotes.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { quotePdf } from '../../pdf/quotePdf.ts';
import { QUOTE_NOT_FOUND, saveCart } from '../cart.ts';
import { publicClient } from '../clients/index.ts';

export const ACCOUNT_QUOTE_MESSAGES = {
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

/** Mes Devis beyond cancel (issue 8): accept an approved quote, download it, put it back in the cart. */
export const registerQuoteRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  /** The caller's quote; someone else's answers 404 like an unknown one. */
  const ownQuote = async (req: Request): Promise<QuoteRequest> => {
    const quote = await quoteOf(db, ctx.customerOf(req).id, req.params['id']);
    if (!quote) throw notFound(QUOTE_NOT_FOUND);
    return quote;
  };

  router.post(
    '/account/quotes/:id/accept',
    ctx.requireCustomer,
    ctx.validateBody(AcceptQuoteInputSchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const input = req.body as AcceptQuoteInput;
      const quote = await ownQuote(req);
      if (!canAcceptQuote(quote)) throw new HttpError(409, ACCOUNT_QUOTE_MESSAGES.notAcceptable);
      const now = new Date();
      const expired = quoteExpiredMessage(quote, isoDay(now));
      if (expired) throw new HttpError(409, expired);
      const saved = input.deliveryAddressId === undefined ? await defaultAddressOf(db, client.id) : await recordOf(db, 'addresses', client.id, input.deliveryAddressId);
      if (!saved && input.deliveryAddressId !== undefined) throw new HttpError(400, ACCOUNT_QUOTE_MESSAGES.unknownAddress, [{ path: 'deliveryAddressId', message: ACCOUNT_QUOTE_MESSAGES.unknownAddress }]);
      const delivery = shippingAddress(client, saved);
      // Decided again on the quote as held by the transaction: of two acceptances at once, one makes the order.
      const accepted = await acceptQuoteAsOrder(db, client.id, quote.id, (numbers, held) => {
        if (!canAcceptQuote(held)) throw new HttpError(409, ACCOUNT_QUOTE_MESSAGES.notAcceptable);
        return orderFromQuote(client, held, delivery, numbers, now, input);
      }, now, (order) => orderConfirmedMail({ ...input, id: order.id, orderNumber: String(order['orderNumber']), items: order['items'] as OrderItem[], totalAmount: Number(order['totalAmount']) }, client.email));
      if (!accepted) throw notFound(QUOTE_NOT_FOUND);
      ctx.mail.wake();
      const { order } = accepted;
      res.status(201).json({ quote: accepted.quote, order: { id: order.id, orderNumber: order['orderNumber'], status: order['status'] } });
    }),
  );

  router.get(
    '/account/quotes/:id/pdf',
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const quote = await ownQuote(req);
      const pdf = await quotePdf(quote, publicClient(ctx.customerOf(req)));
      res.type('application/pdf').attachment(`devis_${quote.id}.pdf`).send(pdf);
    }),
  );

  router.post(
    '/account/quotes/:id/duplicate',
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const quote = await ownQuote(req);
      // The catalogue's product of today, at today's price: a quote's prices were for that quote.
      const lines = quote.items.flatMap((item) => {
        const product = db.products.byId(item.product.id) ?? db.products.byReference(item.product.reference);
        return product ? [{ product, quantity: item.quantity }] : [];
      });
      if (lines.length === 0) throw new HttpError(409, ACCOUNT_QUOTE_MESSAGES.nothingToDuplicate);
      const now = new Date();
      res.json(await saveCart(db, ctx.customerOf(req), (items) => lines.reduce((cart, line) => addToCart(cart, line.product, line.quantity, now), items)));
    }),
  );
};
