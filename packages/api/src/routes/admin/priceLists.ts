import {
  ClientPriceListSchema,
  ContractPricesBodySchema,
  customerPrice,
  duplicateEntries,
  PRICE_LIST_IDS,
  PRICE_LIST_NAMES,
  PriceCsvImportSchema,
  priceBreaks,
  PriceListContentSchema,
  PricePreviewQuerySchema,
  ReviewExemptionSchema,
  ReviewRunSchema,
  unknownReferenceMessage,
  unknownReferences,
} from '@otech/domain';
import type { PriceList, PriceListDetail, PricePreview } from '@otech/domain';
import { actorOf } from '../../db/auditTrail.ts';
import { clientById } from '../../db/clients.ts';
import { clientsWithLists, moveClientToList, priceListSummaries, replaceContractPrices, replacePriceListAudited, setReviewExemption } from '../../db/priceListAdmin.ts';
import { importPriceListRows } from '../../db/priceListImport.ts';
import { contractPricesOf, priceListOf, refreshPriceTerms, termsOfClient } from '../../db/priceTerms.ts';
import { runWholesalerReview } from '../../db/wholesalerReview.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';

/*
 * /admin/tarifs (issue 21): staff read and replace a list's rules, net prices and breaks, move a
 * client to another list, set its contract prices, exempt it from the wholesaler clause, preview
 * a client's price of any product, and run the review. Every write is one transaction with its
 * audit entry; every route needs `prices.edit`.
 */

const CLIENT_NOT_FOUND = 'Client introuvable';
const LIST_NOT_FOUND = 'Grille tarifaire introuvable';

const listIdOf = (req: RouteInput<undefined, undefined>['req']) => {
  const id = String(req.params['id']);
  const found = PRICE_LIST_IDS.find((listId) => listId === id);
  if (!found) throw notFound(LIST_NOT_FOUND);
  return found;
};
const clientIdOf = (req: RouteInput<undefined, undefined>['req']) => Number(req.params['id']);

/** A 400 naming each unknown reference, or each entry sent twice, under its field. */
function refuseUnknown(field: string, unknown: readonly string[]): void {
  if (unknown.length === 0) return;
  throw new HttpError(400, unknownReferenceMessage(unknown.join(', ')), unknown.map((reference) => ({ path: field, message: unknownReferenceMessage(reference) })));
}

async function listsOverview({ ctx }: RouteInput<undefined, undefined>) {
  return { lists: await priceListSummaries(ctx.db) };
}

async function listDetail({ ctx, req }: RouteInput<undefined, undefined>): Promise<PriceListDetail> {
  const id = listIdOf(req);
  const [list, clients] = await Promise.all([priceListOf(ctx.db, id), clientsWithLists(ctx.db)]);
  return { list, clients: clients.filter((client) => client.listId === id) };
}

async function replaceList({ ctx, req, body }: RouteInput<typeof PriceListContentSchema, undefined>): Promise<PriceList> {
  const id = listIdOf(req);
  refuseUnknown('netPrices', unknownReferences(body, (productId) => ctx.db.products.byId(productId) !== undefined));
  const repeated = duplicateEntries(body);
  if (repeated.length > 0) throw new HttpError(400, `En double : ${repeated.join(', ')}`);
  await replacePriceListAudited(ctx.db, actorOf(ctx.adminOf(req)), id, body);
  await refreshPriceTerms(ctx.db);
  return priceListOf(ctx.db, id);
}

async function importListCsv({ ctx, req, body }: RouteInput<typeof PriceCsvImportSchema, undefined>) {
  const report = await importPriceListRows(ctx.db, actorOf(ctx.adminOf(req)), listIdOf(req), body.rows, body);
  await refreshPriceTerms(ctx.db);
  return report;
}

async function moveClient({ ctx, req, body }: RouteInput<typeof ClientPriceListSchema, undefined>) {
  if (!(await moveClientToList(ctx.db, actorOf(ctx.adminOf(req)), clientIdOf(req), body.listId))) throw notFound(CLIENT_NOT_FOUND);
  await refreshPriceTerms(ctx.db);
  return { clientId: clientIdOf(req), listId: body.listId };
}

async function contractPricesOfClient({ ctx, req }: RouteInput<undefined, undefined>) {
  if (!(await clientById(ctx.db, clientIdOf(req)))) throw notFound(CLIENT_NOT_FOUND);
  return { contractPrices: await contractPricesOf(ctx.db, clientIdOf(req)) };
}

async function setContractPrices({ ctx, req, body }: RouteInput<typeof ContractPricesBodySchema, undefined>) {
  refuseUnknown('contractPrices', unknownReferences(body, (productId) => ctx.db.products.byId(productId) !== undefined));
  const ids = body.contractPrices.map((entry) => entry.productId);
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (twice.length > 0) throw new HttpError(400, `En double : ${[...new Set(twice)].join(', ')}`);
  if (!(await replaceContractPrices(ctx.db, actorOf(ctx.adminOf(req)), clientIdOf(req), body.contractPrices))) throw notFound(CLIENT_NOT_FOUND);
  await refreshPriceTerms(ctx.db);
  return { contractPrices: await contractPricesOf(ctx.db, clientIdOf(req)) };
}

async function setExemption({ ctx, req, body }: RouteInput<typeof ReviewExemptionSchema, undefined>) {
  if (!(await setReviewExemption(ctx.db, actorOf(ctx.adminOf(req)), clientIdOf(req), body.exempt))) throw notFound(CLIENT_NOT_FOUND);
  return { clientId: clientIdOf(req), exempt: body.exempt };
}

async function pricePreview({ ctx, query }: RouteInput<undefined, typeof PricePreviewQuerySchema>): Promise<PricePreview> {
  const client = await clientById(ctx.db, query.clientId);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  const product = ctx.db.products.byId(query.productId);
  if (!product) throw new HttpError(404, unknownReferenceMessage(query.productId));
  const { listId, terms } = await termsOfClient(ctx.db, client);
  const price = customerPrice(terms, product, 1);
  return {
    client: { id: client.id, societe: client.societe, listId, listName: PRICE_LIST_NAMES[listId] },
    product: { id: product.id, name: product.name },
    unitPriceCents: price.unitPriceCents,
    publicPriceCents: price.publicPriceCents,
    source: price.source,
    breaks: priceBreaks(terms, product),
  };
}

async function runReview({ ctx, req, body }: RouteInput<typeof ReviewRunSchema, undefined>) {
  const result = await runWholesalerReview(ctx.db, new Date(), { dryRun: body.dryRun, actor: actorOf(ctx.adminOf(req)) });
  await refreshPriceTerms(ctx.db);
  return result;
}

const admin = { auth: 'admin', permission: 'prices.edit' } as const;

export const priceListRoutes = [
  route({ method: 'get', path: '/admin/price-lists', ...admin, summary: 'The four price lists with how many rules, net prices, breaks and clients each has', handle: listsOverview }),
  route({ method: 'get', path: '/admin/price-lists/:id', ...admin, summary: "A price list's rules, net prices and breaks, and its clients", handle: listDetail }),
  route({
    method: 'put',
    path: '/admin/price-lists/:id',
    ...admin,
    summary: "Replaces a price list's rules, net prices and breaks, in one transaction (unknown references refused)",
    body: PriceListContentSchema,
    handle: replaceList,
  }),
  route({
    method: 'post',
    path: '/admin/price-lists/:id/csv',
    ...admin,
    summary: 'Imports the lines of a price list CSV (otech import prices): a report by line, a dry run, the good lines only with forceValidRows',
    body: PriceCsvImportSchema,
    handle: importListCsv,
  }),
  route({ method: 'put', path: '/admin/clients/:id/price-list', ...admin, summary: 'Moves a client to another price list', body: ClientPriceListSchema, handle: moveClient }),
  route({ method: 'get', path: '/admin/clients/:id/contract-prices', ...admin, summary: "A client's contract prices (prix nets)", handle: contractPricesOfClient }),
  route({
    method: 'put',
    path: '/admin/clients/:id/contract-prices',
    ...admin,
    summary: "Replaces a client's contract prices, in one transaction (unknown references refused)",
    body: ContractPricesBodySchema,
    handle: setContractPrices,
  }),
  route({
    method: 'put',
    path: '/admin/clients/:id/price-review-exemption',
    ...admin,
    summary: 'Exempts a client from the wholesaler clause, or no longer',
    body: ReviewExemptionSchema,
    handle: setExemption,
  }),
  route({ method: 'get', path: '/admin/price-preview', ...admin, summary: "A client's price of a product: one unit, its breaks, and where it comes from", query: PricePreviewQuerySchema, handle: pricePreview }),
  route({ method: 'post', path: '/admin/price-review', ...admin, summary: 'Runs the wholesaler review now, or lists who would move (dryRun)', body: ReviewRunSchema, handle: runReview }),
];

