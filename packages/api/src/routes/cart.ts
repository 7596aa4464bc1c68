import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import * as v from 'valibot';
import {
  addToCart,
  canCancelQuote,
  clearCart,
  cartTotals,
  isInStock,
  PRODUCT_UNAVAILABLE_MESSAGE,
  QUANTITY_MAX,
  quoteRequestError,
  removeFromCart,
  setQuantity,
  TEXT_LIMITS,
} from '@otech/domain';
import type { Cart, Client } from '@otech/domain';
import type { RegisterRoutes } from '../context.ts';
import type { Database, StoredCart } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { checkRoomFor } from '../http/limits.ts';
import { PRODUCT_NOT_FOUND } from './catalogue.ts';
import { cartOf, changeCart } from '../db/carts.ts';
import { countPendingQuotes, insertQuoteClearingCart, quoteOf, quotesOf, setQuoteStatus } from '../db/quotes.ts';

export const CART_ITEM_NOT_FOUND = 'Article introuvable dans le panier';
export const QUOTE_NOT_FOUND = 'Demande de devis introuvable';
/** Spec 2 §8, the quote cancel failure: only a pending request can be cancelled. */
export const QUOTE_NOT_CANCELLABLE = "Erreur lors de l'annulation";

// Bodies of the API alone, without messages of their own: the API words valibot's issues in French (domain frenchIssueMessage).
const quantity = v.pipe(v.number(), v.integer(), v.maxValue(QUANTITY_MAX));
const AddItemSchema = v.object({
  productId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TEXT_LIMITS.line)),
  quantity: v.optional(v.pipe(quantity, v.minValue(1)), 1),
});
const QuantitySchema = v.object({ quantity });
const QuoteSchema = v.object({
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(TEXT_LIMITS.long))),
});

/** The spec 1 §3 Cart: the stored lines with their totals. */
function view(cart: StoredCart): Cart {
  const totals = cartTotals(cart.items);
  return { ...cart, totalItems: totals.totalItems, totalPrice: totals.totalHT };
}

function userIdOf(client: Client): string {
  return String(client.id);
}

/** Replaces the caller's cart lines in one write; answers the cart with its totals. */
export async function saveCart(db: Database, client: Client, change: (items: StoredCart['items']) => StoredCart['items']): Promise<Cart> {
  return view(await changeCart(db, client.id, change));
}

export const registerCartRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  router.get('/cart', ctx.requireCustomer, ctx.handle(async (req, res) => {
    res.json(view(await cartOf(db, ctx.customerOf(req).id)));
  }));

  router.post(
    '/cart/items',
    ctx.requireCustomer,
    ctx.validateBody(AddItemSchema),
    ctx.handle(async (req, res) => {
      const body = req.body as v.InferOutput<typeof AddItemSchema>;
      const product = db.products.byId(body.productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      // The page may have been shown before the stock ran out (spec 2 §5).
      if (!isInStock(product)) throw new HttpError(409, PRODUCT_UNAVAILABLE_MESSAGE);
      // The room is checked on the lines as held by the write, so two adds at once cannot both take the last place.
      const added = await saveCart(db, ctx.customerOf(req), (items) => {
        if (!items.some((item) => item.product.id === product.id)) checkRoomFor('cartLines', items.length);
        return addToCart(items, product, body.quantity, new Date());
      });
      res.json(added);
    }),
  );

  /** Changes one existing line of the caller's cart; an id not in that cart is a 404 (and nothing is written). */
  const changeLine = (change: (items: StoredCart['items'], itemId: string, req: Request) => StoredCart['items']) =>
    ctx.handle(async (req, res) => {
      const itemId = req.params['itemId'] ?? '';
      const changed = await saveCart(db, ctx.customerOf(req), (items) => {
        if (!items.some((item) => item.id === itemId)) throw notFound(CART_ITEM_NOT_FOUND);
        return change(items, itemId, req);
      });
      res.json(changed);
    });

  router.patch(
    '/cart/items/:itemId',
    ctx.requireCustomer,
    ctx.validateBody(QuantitySchema),
    changeLine((items, itemId, req) => setQuantity(items, itemId, (req.body as v.InferOutput<typeof QuantitySchema>).quantity)),
  );

  router.delete('/cart/items/:itemId', ctx.requireCustomer, changeLine(removeFromCart));

  router.delete(
    '/cart',
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      res.json(await saveCart(db, ctx.customerOf(req), () => clearCart()));
    }),
  );

  router.post(
    '/quote-requests',
    ctx.requireCustomer,
    ctx.validateBody(QuoteSchema),
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const { message } = req.body as v.InferOutput<typeof QuoteSchema>;
      const cart = await cartOf(db, client.id);
      const error = quoteRequestError(cart.items, true);
      if (error) throw new HttpError(400, error);
      checkRoomFor('pendingQuotes', await countPendingQuotes(db, client.id));
      const now = new Date().toISOString();
      // Spec 1 §4: the cart is cleared after a quote request.
      const quote = await insertQuoteClearingCart(db, {
        id: randomUUID(),
        userId: userIdOf(client),
        items: cart.items,
        status: 'pending',
        ...(message ? { message } : {}),
        createdAt: now,
        updatedAt: now,
      });
      res.status(201).json(quote);
    }),
  );

  router.get('/quote-requests', ctx.requireCustomer, ctx.handle(async (req, res) => {
    res.json(await quotesOf(db, ctx.customerOf(req).id));
  }));

  router.post(
    '/quote-requests/:id/cancel',
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      // Someone else's request answers 404 like an unknown one: ids of others are not confirmed.
      const quote = await quoteOf(db, client.id, req.params['id']);
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      if (!canCancelQuote(quote, userIdOf(client))) throw new HttpError(409, QUOTE_NOT_CANCELLABLE);
      res.json(await setQuoteStatus(db, client.id, quote.id, 'cancelled'));
    }),
  );
};
