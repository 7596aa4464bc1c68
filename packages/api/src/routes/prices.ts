import type { Response } from 'express';
import * as v from 'valibot';
import { ClientTermsSchema, PRICE_LIST_NAMES, PRICED_PRODUCTS_MAX, pricedCart, productPrice, TEXT_LIMITS } from '@otech/domain';
import type { ClientTerms, CustomerPrices, PriceableProduct, PricedCart } from '@otech/domain';
import { actorOf } from '../db/auditTrail.ts';
import { cartOf } from '../db/carts.ts';
import { clientTermsOf, refreshPriceTerms, setClientTerms, termsOfClient } from '../db/priceTerms.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { RouteInput } from '../http/route.ts';

/*
 * A signed-in customer's own prices (issue 21). The catalogue's answers stay the same for everyone
 * (the public price, cached by version and ETag); these answers carry one customer's prices, so
 * no shared cache may keep them and no page drawn for everyone includes them.
 */

/** `?ids=VP00001,VP00002`: the products of a page, 100 at most. */
const PricesQuerySchema = v.object({
  ids: v.pipe(
    v.string('Liste de produits attendue'),
    v.maxLength(PRICED_PRODUCTS_MAX * (TEXT_LIMITS.line + 1), 'Liste de produits trop longue'),
    v.transform((text) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))]),
    v.maxLength(PRICED_PRODUCTS_MAX, `${PRICED_PRODUCTS_MAX} produits au plus`),
    v.check((ids) => ids.every((id) => id.length <= TEXT_LIMITS.line), 'Identifiant de produit trop long'),
  ),
});

/** One person's answer: never kept by a shared cache nor served to another. */
function privateAnswer(res: Response): void {
  res.set('Cache-Control', 'private, no-store').vary('Authorization').vary('Cookie');
}

async function customerPricesOf({ ctx, req, res, query }: RouteInput<undefined, typeof PricesQuerySchema>): Promise<CustomerPrices> {
  privateAnswer(res);
  const begin = performance.now();
  const { listId, terms } = await termsOfClient(ctx.db, ctx.customerOf(req));
  const prices: CustomerPrices['prices'] = {};
  for (const id of query.ids) {
    const product = ctx.db.products.byId(id);
    if (product) prices[id] = productPrice(terms, product);
  }
  // What the price resolution took, for the bench's budget (scripts/bench-prices.mjs) and browsers' developer tools.
  res.set('Server-Timing', `prices;dur=${(performance.now() - begin).toFixed(3)}`);
  return { list: { id: listId, name: PRICE_LIST_NAMES[listId] }, prices };
}

async function cartAtTodaysPrices({ ctx, req, res }: RouteInput<undefined, undefined>): Promise<PricedCart> {
  privateAnswer(res);
  const client = ctx.customerOf(req);
  const [{ terms }, cart] = await Promise.all([termsOfClient(ctx.db, client), cartOf(ctx.db, client.id)]);
  const today = (id: string): PriceableProduct | undefined => ctx.db.products.byId(id);
  return pricedCart(cart.items, today, terms);
}

const CLIENT_NOT_FOUND = 'Client introuvable';
const clientIdOf = (req: RouteInput<undefined, undefined>['req']) => Number(req.params['id']);

async function termsOfStaffClient({ ctx, req }: RouteInput<undefined, undefined>): Promise<ClientTerms> {
  const terms = await clientTermsOf(ctx.db, clientIdOf(req));
  if (!terms) throw notFound(CLIENT_NOT_FOUND);
  return terms;
}

async function setTermsOfStaffClient({ ctx, req, body }: RouteInput<typeof ClientTermsSchema, undefined>): Promise<ClientTerms> {
  const saved = await setClientTerms(ctx.db, clientIdOf(req), body, actorOf(ctx.adminOf(req)));
  if (!saved) throw notFound(CLIENT_NOT_FOUND);
  await refreshPriceTerms(ctx.db);
  return saved;
}

export const priceRoutes = [
  route({
    method: 'get',
    path: '/prices',
    auth: 'customer',
    summary: "The signed-in customer's unit prices HT and quantity breaks of the products asked for (issue 21)",
    query: PricesQuerySchema,
    handle: customerPricesOf,
  }),
  route({
    method: 'get',
    path: '/cart/priced',
    auth: 'customer',
    summary: "The customer's cart at today's prices, each changed price said, with the totals HT, contribution, VAT and TTC",
    handle: cartAtTodaysPrices,
  }),
  route({
    method: 'get',
    path: '/admin/clients/:id/terms',
    auth: 'admin',
    permission: 'clients.view',
    summary: "A client's payment terms, credit limit and price list, as staff set them",
    handle: termsOfStaffClient,
  }),
  route({
    method: 'put',
    path: '/admin/clients/:id/terms',
    auth: 'admin',
    permission: 'prices.edit',
    summary: "Sets a client's payment terms (30, 45, 60 or 90 days), credit limit and price list, in one transaction with its audit entry",
    body: ClientTermsSchema,
    handle: setTermsOfStaffClient,
  }),
];
