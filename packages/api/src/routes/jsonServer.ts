import type { Router } from 'express';
import * as v from 'valibot';
import jsonServer from 'json-server';
import { ProductSchema, RayonSchema } from '@otech/domain';
import type { Database } from '../db/database.ts';
import { catalogueCollections } from '../db/products.ts';
import { HttpError, notFound, parseInput, VALIDATION_MESSAGE } from '../http/errors.ts';
import { ONE_VALUE, wholeNumber } from '../http/query.ts';
import { CatalogueRest } from '../catalogue/catalogueRest.ts';
import { answerProductList, SORT_FIELDS_MAX } from '../catalogue/productListRest.ts';

const READ_METHODS = new Set(['GET', 'HEAD']);
const COLLECTIONS = ['products', 'rayon_produits'] as const;
type Collection = (typeof COLLECTIONS)[number];
/** What `_sort` may name: a field of the collection's records, as our own `sort` takes only its choices. */
const SORTABLE: Record<Collection, ReadonlySet<string>> = {
  products: new Set(Object.keys(ProductSchema.entries)),
  rayon_produits: new Set(Object.keys(RayonSchema.entries)),
};
/** `/products`, `/products/{id}`, `/rayon_produits`, `/rayon_produits/{id}`: the only paths json-server answers. */
const COLLECTION_PATH = new RegExp(`^/(${COLLECTIONS.join('|')})(/[^/]+)?/?$`);
const PRODUCT_LIST = /^\/products\/?$/;

/** Longest filter or search text: a product field is never longer (domain TEXT_LIMITS.long). */
const FILTER_MAX = 200;
/** json-server answers a whole collection without a limit; a page of it is enough. */
const LIMIT_MAX = 1000;

const withoutControlCharacters = (text: string): boolean => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
};
// No control character: the precomputed search texts are joined with one (CatalogueRest's SEPARATOR).
const filterText = v.pipe(v.string(ONE_VALUE), v.maxLength(FILTER_MAX), v.check(withoutControlCharacters, 'Caractères de contrôle non acceptés'));
const fieldList = v.pipe(
  filterText,
  v.regex(/^[A-Za-z_][\w.]*(,[A-Za-z_][\w.]*)*$/, 'Noms de champs séparés par des virgules attendus'),
);

/**
 * json-server's own parameters, checked like ours: whole numbers for paging, field names for
 * sorting, and no `_embed`/`_expand` (the catalogue has no relations to follow).
 */
const ReservedParamsSchema = v.object({
  _page: v.optional(wholeNumber(1, Number.MAX_SAFE_INTEGER)),
  _limit: v.optional(wholeNumber(1, LIMIT_MAX)),
  _start: v.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
  _end: v.optional(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
  _sort: v.optional(fieldList),
  _order: v.optional(v.pipe(filterText, v.regex(/^(asc|desc)(,(asc|desc))*$/i, 'asc ou desc attendu, séparés par des virgules'))),
  q: v.optional(filterText),
});
const RESERVED = new Set(Object.keys(ReservedParamsSchema.entries));
const FilterSchema = v.record(
  v.pipe(v.string(), v.regex(/^[A-Za-z][\w.]*$/, 'Nom de champ attendu')),
  filterText,
);

/** Makes a `_like` value match as typed: json-server hands it to `new RegExp`, whose backtracking a pattern could make run for minutes. */
export function literalPattern(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Checks the query before it is read (a 400 naming the parameter). */
function checkQuery(collection: Collection, query: Record<string, unknown>): void {
  const reserved = Object.fromEntries(Object.entries(query).filter(([key]) => RESERVED.has(key) || key.startsWith('_')));
  const filters = Object.fromEntries(Object.entries(query).filter(([key]) => !(key in reserved)));
  for (const key of Object.keys(reserved)) {
    if (!RESERVED.has(key)) throw new HttpError(400, 'Requête invalide', [{ path: key, message: 'Paramètre inconnu' }]);
  }
  const { _sort } = parseInput(ReservedParamsSchema, reserved);
  const unknown = _sort?.split(',').find((field) => !SORTABLE[collection].has(field));
  if (unknown !== undefined) throw new HttpError(400, VALIDATION_MESSAGE, [{ path: '_sort', message: `Champ inconnu : ${unknown}` }]);
  if (new Set(_sort?.split(',')).size > SORT_FIELDS_MAX) {
    throw new HttpError(400, VALIDATION_MESSAGE, [{ path: '_sort', message: `${SORT_FIELDS_MAX} champs au plus` }]);
  }
  parseInput(FilterSchema, filters);
}

/** Rewrites every `_like` value into a literal, so no text a visitor sends ever reaches the regular expression engine. */
function escapeLikeFilters(query: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(query)) {
    if (key.endsWith('_like')) query[key] = literalPattern(value as string);
  }
}

/**
 * json-server's own REST over the public catalogue collections (`products`, `rayon_produits`),
 * read-only: writes go through the custom routes so the in-memory indexes stay in step. It works
 * on the catalogue document's in-memory state, so it never rewrites a file itself. Any other
 * path is left to the 404 that follows it. The product list, tens of thousands of records, is
 * answered with json-server's semantics over precomputed views (CatalogueRest), not by its router.
 */
export function mountJsonServer(api: Router, db: Database): void {
  const router = jsonServer.router(catalogueCollections(db));
  // Its own error handler answers 500 with the stack: let errors reach the app's error middleware.
  const last = router.stack.at(-1);
  if (last && last.handle.length === 4) router.stack.pop();
  router.render = (_req, res) => {
    if (res.statusCode === 404) throw notFound();
    res.json(res.locals['data']);
  };
  let rest: CatalogueRest | undefined;
  // The catalogue's list is replaced on every write: its views are rebuilt, lazily, for the new one.
  const productRest = (): CatalogueRest => {
    const { products } = catalogueCollections(db);
    if (rest?.products !== products) rest = new CatalogueRest(products, rest);
    return rest;
  };
  productRest().warm();
  api.use((req, res, next) => {
    const collection = COLLECTION_PATH.exec(req.path)?.[1] as Collection | undefined;
    if (!collection) {
      next(notFound());
      return;
    }
    if (!READ_METHODS.has(req.method)) {
      next(new HttpError(405, 'Méthode non autorisée'));
      return;
    }
    try {
      checkQuery(collection, req.query as Record<string, unknown>);
      if (collection === 'products' && PRODUCT_LIST.test(req.path)) {
        answerProductList(req, res, productRest());
        return;
      }
      escapeLikeFilters(req.query as Record<string, unknown>);
      next();
    } catch (error) {
      next(error);
    }
  });
  api.use(router);
}
