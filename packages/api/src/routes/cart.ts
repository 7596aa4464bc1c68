import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import * as v from 'valibot';
import {
  addToCart,
  canCancelQuote,
  cartTotals,
  clearCart,
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

/** The caller's cart, created empty on first use (not saved until something is put in it). */
export function cartOf(db: Database, client: Client): StoredCart {
  const userId = userIdOf(client);
  const existing = db.store.data.carts.find((cart) => cart.userId === userId);
  if (existing) return existing;
  const now = new Date().toISOString();
  return { id: `cart-${userId}`, userId, items: [], createdAt: now, updatedAt: now };
}

/** Replaces the caller's cart lines and saves the small store document (never the catalogue). */
export function saveCart(db: Database, client: Client, change: (items: StoredCart['items']) => StoredCart['items']) {
  return db.store.update((data) => {
    const cart = cartOf(db, client);
    cart.items = change(cart.items);
    cart.updatedAt = new Date().toISOString();
    if (!data.carts.includes(cart)) data.carts.push(cart);
    return view(cart);
  });
}

export const registerCartRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;
  const hasItem = (client: Client, itemId: string): boolean => cartOf(db, client).items.some((item) => item.id === itemId);

  router.get('/cart', ctx.requireCustomer, (req, res) => {
    res.json(view(cartOf(db, ctx.customerOf(req))));
  });

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
      const client = ctx.customerOf(req);
      const lines = cartOf(db, client).items;
      if (!lines.some((item) => item.product.id === product.id)) checkRoomFor('cartLines', lines.length);
      res.json(await saveCart(db, client, (items) => addToCart(items, product, body.quantity, new Date())));
    }),
  );

  /** Changes one existing line of the caller's cart; an id not in that cart is a 404. */
  const changeLine = (change: (items: StoredCart['items'], itemId: string, req: Request) => StoredCart['items']) =>
    ctx.handle(async (req, res) => {
      const client = ctx.customerOf(req);
      const itemId = req.params['itemId'] ?? '';
      if (!hasItem(client, itemId)) throw notFound(CART_ITEM_NOT_FOUND);
      res.json(await saveCart(db, client, (items) => change(items, itemId, req)));
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
      const error = quoteRequestError(cartOf(db, client).items, true);
      if (error) throw new HttpError(400, error);
      checkRoomFor('pendingQuotes', db.store.data.quoteRequests.filter((quote) => quote.userId === userIdOf(client) && quote.status === 'pending').length);
      const quote = await db.store.update((data) => {
        const cart = cartOf(db, client);
        const now = new Date().toISOString();
        const created = {
          id: randomUUID(),
          userId: userIdOf(client),
          items: cart.items,
          status: 'pending' as const,
          ...(message ? { message } : {}),
          createdAt: now,
          updatedAt: now,
        };
        data.quoteRequests.push(created);
        // Spec 1 §4: the cart is cleared after a quote request.
        cart.items = clearCart();
        cart.updatedAt = now;
        return created;
      });
      res.status(201).json(quote);
    }),
  );

  router.get('/quote-requests', ctx.requireCustomer, (req, res) => {
    const userId = userIdOf(ctx.customerOf(req));
    res.json(
      db.store.data.quoteRequests
        .filter((quote) => quote.userId === userId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    );
  });

  router.post(
    '/quote-requests/:id/cancel',
    ctx.requireCustomer,
    ctx.handle(async (req, res) => {
      const userId = userIdOf(ctx.customerOf(req));
      // Someone else's request answers 404 like an unknown one: ids of others are not confirmed.
      const quote = db.store.data.quoteRequests.find((candidate) => candidate.id === req.params['id'] && candidate.userId === userId);
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      if (!canCancelQuote(quote, userId)) throw new HttpError(409, QUOTE_NOT_CANCELLABLE);
      await db.store.update(() => {
        quote.status = 'cancelled';
        quote.updatedAt = new Date().toISOString();
      });
      res.json(quote);
    }),
  );
};
