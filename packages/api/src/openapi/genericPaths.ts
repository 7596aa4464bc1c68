import type { Operation } from './document.ts';

const GENERIC = 'json-server';

const list = (collection: 'rayon_produits'): Operation => ({
  summary: `json-server's generic read of ${collection}: q, _page, _limit, _sort, _order, field filters and _like (literal text)`,
  tags: [GENERIC],
  'x-otech-auth': 'public',
  responses: { '200': { description: 'The records found; X-Total-Count gives their number when paged', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } },
});

const one = (collection: string): Operation => ({
  summary: `json-server's generic read of one record of ${collection}`,
  tags: [GENERIC],
  'x-otech-auth': 'public',
  parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
  responses: { '200': { description: 'The record', content: { 'application/json': { schema: { type: 'object' } } } }, '404': { description: 'No such record' } },
});

/**
 * The paths json-server's router answers (routes/jsonServer.ts), read-only, over the public catalogue
 * collections. `GET /products` with json-server's query words and `GET /products/{id}` are answered
 * through the tables' own routes, which document them (routes/catalogue.ts).
 */
export const GENERIC_COLLECTION_PATHS: Record<string, Record<string, Operation>> = {
  '/rayon_produits': { get: list('rayon_produits') },
  '/rayon_produits/{id}': { get: one('rayon_produits') },
};
