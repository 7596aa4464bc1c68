import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  addToCart,
  canCancelQuote,
  CartSchema,
  clearCart,
  isInStock,
  PRODUCT_UNAVAILABLE_MESSAGE,
  QUANTITY_MAX,
  quoteRequestError,
  QuoteRequestSchema,
  removeFromCart,
  setQuantity,
  TEXT_LIMITS,
} from '@otech/domain';
import type { Cart, Client } from '@otech/domain';
import { route } from '../http/route.ts';
import type { BodyInput, NoInput, RequestOf } from '../http/route.ts';
import type { StoredCart } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { checkRoomFor } from '../http/limits.ts';
import { PRODUCT_NOT_FOUND } from '../http/messages.ts';
import { cartOf } from '../db/carts.ts';
import { countPendingQuotes, insertQuoteClearingCart, quoteOf, quotesOf, setQuoteStatus } from '../db/quotes.ts';
import { QUOTE_NOT_FOUND } from '../http/messages.ts';
import { cartView, saveCart } from '../records/carts.ts';

const CART_ITEM_NOT_FOUND = 'Article introuvable dans le panier';
/** Spec 2 §8, the quote cancel failure: only a pending request can be cancelled. */
const QUOTE_NOT_CANCELLABLE = "Erreur lors de l'annulation";

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

function userIdOf(client: Client): string {
  return String(client.id);
}

async function showCart({ req, ctx }: NoInput) {
  return cartView(await cartOf(ctx.db, ctx.customerOf(req).id));
}

async function addItem({ req, ctx, body }: BodyInput<typeof AddItemSchema>) {
  const product = ctx.db.products.byId(body.productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  // The page may have been shown before the stock ran out (spec 2 §5).
  if (!isInStock(product)) throw new HttpError(409, PRODUCT_UNAVAILABLE_MESSAGE);
  // The room is checked on the lines as held by the write, so two adds at once cannot both take the last place.
  return saveCart(ctx.db, ctx.customerOf(req), (items) => {
    if (!items.some((item) => item.product.id === product.id)) checkRoomFor('cartLines', items.length);
    return addToCart(items, product, body.quantity, new Date());
  });
}

/** Changes one existing line of the caller's cart; an id not in that cart is a 404 (and nothing is written). */
function changeLine({ req, ctx }: RequestOf, change: (items: StoredCart['items'], itemId: string) => StoredCart['items']): Promise<Cart> {
  const itemId = req.params['itemId'] ?? '';
  return saveCart(ctx.db, ctx.customerOf(req), (items) => {
    if (!items.some((item) => item.id === itemId)) throw notFound(CART_ITEM_NOT_FOUND);
    return change(items, itemId);
  });
}

function setItemQuantity(input: BodyInput<typeof QuantitySchema>) {
  return changeLine(input, (items, itemId) => setQuantity(items, itemId, input.body.quantity));
}

function removeItem(input: NoInput) {
  return changeLine(input, removeFromCart);
}

function emptyCart({ req, ctx }: NoInput) {
  return saveCart(ctx.db, ctx.customerOf(req), () => clearCart());
}

async function requestQuote({ req, ctx, body }: BodyInput<typeof QuoteSchema>) {
  const client = ctx.customerOf(req);
  const cart = await cartOf(ctx.db, client.id);
  const error = quoteRequestError(cart.items, true);
  if (error) throw new HttpError(400, error);
  checkRoomFor('pendingQuotes', await countPendingQuotes(ctx.db, client.id));
  const now = new Date().toISOString();
  // Spec 1 §4: the cart is cleared after a quote request.
  return insertQuoteClearingCart(ctx.db, {
    id: randomUUID(),
    userId: userIdOf(client),
    items: cart.items,
    status: 'pending',
    ...(body.message ? { message: body.message } : {}),
    createdAt: now,
    updatedAt: now,
  });
}

async function listQuotes({ req, ctx }: NoInput) {
  return quotesOf(ctx.db, ctx.customerOf(req).id);
}

async function cancelQuote({ req, ctx }: NoInput) {
  const client = ctx.customerOf(req);
  // Someone else's request answers 404 like an unknown one: ids of others are not confirmed.
  const quote = await quoteOf(ctx.db, client.id, req.params['id']);
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  if (!canCancelQuote(quote, userIdOf(client))) throw new HttpError(409, QUOTE_NOT_CANCELLABLE);
  return setQuoteStatus(ctx.db, client.id, quote.id, 'cancelled');
}

export const cartRoutes = [
  route({ method: 'get', path: '/cart', auth: 'customer', summary: "The caller's cart with its totals (spec 1 §3)", answer: CartSchema, handle: showCart }),
  route({ method: 'post', path: '/cart/items', auth: 'customer', impersonated: { action: 'article ajouté au panier' }, summary: 'Adds a product in stock to the cart', body: AddItemSchema, answer: CartSchema, handle: addItem }),
  route({ method: 'patch', path: '/cart/items/:itemId', auth: 'customer', impersonated: { action: 'quantité modifiée dans le panier' }, summary: "Sets a cart line's quantity", body: QuantitySchema, answer: CartSchema, handle: setItemQuantity }),
  route({ method: 'delete', path: '/cart/items/:itemId', auth: 'customer', impersonated: { action: 'article retiré du panier' }, summary: 'Removes a line from the cart', answer: CartSchema, handle: removeItem }),
  route({ method: 'delete', path: '/cart', auth: 'customer', impersonated: { action: 'panier vidé' }, summary: 'Empties the cart', answer: CartSchema, handle: emptyCart }),
  route({ method: 'post', path: '/quote-requests', auth: 'customer', impersonated: { action: 'demande de devis' }, summary: 'Turns the cart into a quote request and empties it (spec 1 §4)', body: QuoteSchema, status: 201, answer: QuoteRequestSchema, handle: requestQuote }),
  route({ method: 'get', path: '/quote-requests', auth: 'customer', summary: "The caller's quote requests", answer: v.array(QuoteRequestSchema), handle: listQuotes }),
  route({ method: 'post', path: '/quote-requests/:id/cancel', auth: 'customer', impersonated: { action: 'demande de devis annulée' }, summary: 'Cancels a pending quote request (spec 2 §8)', answer: QuoteRequestSchema, handle: cancelQuote }),
];
