import type { Request, RequestHandler } from 'express';
import * as v from 'valibot';
import { BrandListSchema, CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS, HdImagesEntrySchema, HdImagesResponseSchema, ProductPageSchema, ProductSchema, RayonSchema, TEXT_LIMITS, VoltageListSchema, withFacetSpellings } from '@otech/domain';
import type { Product } from '@otech/domain';
import type { RouteContext } from '../context.ts';
import { perApp } from '../http/perApp.ts';
import { route } from '../http/route.ts';
import type { BodyInput, NoInput, QueryInput } from '../http/route.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { versionedJson } from '../http/versionedJson.ts';
import { ONE_VALUE } from '../http/query.ts';
import type { ProductQuery } from '../catalogue/productIndex.ts';
import { PHOTO_CACHE_MAX, PhotoLibrary } from '../catalogue/photos.ts';
import { activeRayons, deleteProduct, insertProduct, replaceProduct } from '../db/products.ts';
import { actorOf, appendAudit } from '../db/auditTrail.ts';
import type { Database } from '../db/database.ts';
import { PRODUCT_NOT_FOUND } from '../http/messages.ts';

const MAX_PAGE_SIZE = 100;
const FIRST_PRODUCTS = 20;
const MAX_PHOTO_REFERENCES = 200;

const queryText = v.optional(v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(TEXT_LIMITS.line)));
/** A number read from the URL, within bounds; `whole` also asks for an integer. */
const queryNumber = (min: number, max: number, whole: boolean) => {
  const expectation = `${whole ? 'Nombre entier' : 'Nombre'} ${max === Infinity ? `de ${min} ou plus` : `de ${min} à ${max}`} attendu`;
  return v.optional(
    v.pipe(
      v.string(ONE_VALUE),
      v.trim(),
      v.transform((text) => (text === '' ? Number.NaN : Number(text))),
      v.check((n) => n >= min && n <= max && (!whole || Number.isInteger(n)), expectation),
    ),
  );
};
const positiveWhole = (max = Infinity) => queryNumber(1, max, true);
const price = queryNumber(0, Infinity, false);

/** The catalogue query of spec 1 §7 as it arrives in the URL: text, with blank values meaning "not set". */
const ProductQuerySchema = v.object({
  page: positiveWhole(),
  pageSize: positiveWhole(MAX_PAGE_SIZE),
  search: queryText,
  searchDescription: v.optional(v.picklist(['true', 'false'])),
  category: queryText,
  brand: queryText,
  reference: queryText,
  ean: queryText,
  model: queryText,
  type: queryText,
  minPrice: price,
  maxPrice: price,
  inStockOnly: v.optional(v.picklist(['true', 'false'])),
  sort: v.optional(v.picklist(CATALOGUE_SORTS)),
});
const QUERY_KEYS = new Set(Object.keys(ProductQuerySchema.entries));

const SearchGlobalSchema = v.object({
  search: queryText,
  page: positiveWhole(),
  pageSize: positiveWhole(MAX_PAGE_SIZE),
});

const ReferencesSchema = v.object({
  references: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(TEXT_LIMITS.line))),
    v.maxLength(MAX_PHOTO_REFERENCES),
  ),
});

function toProductQuery(query: v.InferOutput<typeof ProductQuerySchema>): ProductQuery {
  return {
    page: query.page ?? 1,
    pageSize: query.pageSize ?? CATALOGUE_PAGE_SIZE,
    search: query.search || undefined,
    searchDescription: query.searchDescription === 'true',
    category: query.category,
    brand: query.brand,
    reference: query.reference,
    ean: query.ean,
    model: query.model,
    type: query.type,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStockOnly: query.inStockOnly === 'true',
    sort: query.sort,
  };
}

/** json-server's own query words (`q`, `_page`, field filters…) are left to json-server's router. */
function isSpecQuery(req: Request): boolean {
  return Object.keys(req.query).every((key) => QUERY_KEYS.has(key));
}

/** The photo library of the app's images folder, its cache tied to the catalogue's version. */
const photosOf = perApp(
  (ctx) => new PhotoLibrary(ctx.db.sql, (reference) => ctx.db.products.byReference(reference) !== undefined, PHOTO_CACHE_MAX, () => ctx.db.products.version),
);

function productById(ctx: RouteContext, id: string): Product {
  const product = ctx.db.products.byId(id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

function searchProducts({ ctx, query }: QueryInput<typeof ProductQuerySchema>) {
  return ctx.db.products.query(toProductQuery(query));
}

/** 40,000 products make about 40 MB of JSON: made once per catalogue version, not per request. */
const allProductsJson = perApp((ctx) => versionedJson(() => ctx.db.products.version, () => ctx.db.products.all()));

async function allProducts({ req, res, ctx }: NoInput) {
  await allProductsJson(ctx)(req, res);
}

function firstProducts({ ctx }: NoInput) {
  return ctx.db.products.query({ page: 1, pageSize: FIRST_PRODUCTS }).products;
}

function searchEverywhere({ ctx, query }: QueryInput<typeof SearchGlobalSchema>) {
  return ctx.db.products.query({ search: query.search || undefined, page: query.page ?? 1, pageSize: query.pageSize ?? CATALOGUE_PAGE_SIZE });
}

function brands({ ctx }: NoInput) {
  return { brands: ctx.db.products.brands() };
}

function voltages({ ctx }: NoInput) {
  return { voltages: ctx.db.products.voltages() };
}

function oneProduct({ req, ctx }: NoInput) {
  return productById(ctx, req.params['id'] ?? '');
}

// Admin product writes: through the index so every search sees them at once.
async function createProduct({ req, ctx, body: product }: BodyInput<typeof ProductSchema>) {
  const audit = (t: Database) => appendAudit(t, actorOf(ctx.adminOf(req)), { kind: 'product', recordId: product.id, action: 'création', before: null, after: product });
  if (!(await insertProduct(ctx.db, product, audit))) throw new HttpError(409, 'Un produit existe déjà avec cet identifiant');
  return product;
}

async function replaceOneProduct({ req, ctx, body: product }: BodyInput<typeof ProductSchema>) {
  const before = ctx.db.products.byId(product.id) ?? null;
  const audit = (t: Database) => appendAudit(t, actorOf(ctx.adminOf(req)), { kind: 'product', recordId: product.id, action: 'remplacement', before, after: product });
  if (!(await replaceProduct(ctx.db, product, audit))) throw new HttpError(409, 'Un produit existe déjà avec cette référence');
  return product;
}

async function removeProduct({ req, res, ctx }: NoInput) {
  const id = req.params['id'] ?? '';
  const before = ctx.db.products.byId(id) ?? null;
  const audit = (t: Database) => appendAudit(t, actorOf(ctx.adminOf(req)), { kind: 'product', recordId: id, action: 'suppression', before, after: null });
  if (!(await deleteProduct(ctx.db, id, audit))) throw notFound(PRODUCT_NOT_FOUND);
  res.status(204).end();
}

async function photosByReferences({ ctx, body }: BodyInput<typeof ReferencesSchema>) {
  const photos = photosOf(ctx);
  const entries = await Promise.all(body.references.map(async (reference) => [reference, await photos.entry(reference)] as const));
  return { success: true, data: Object.fromEntries(entries) };
}

async function photosOfReference({ req, ctx }: NoInput) {
  return { success: true, data: await photosOf(ctx).entry(req.params['reference'] ?? '') };
}

async function activeCategories({ ctx }: NoInput) {
  return (await activeRayons(ctx.db)).map(({ nom_du_rayon, libelle }) => ({ nom_du_rayon, libelle }));
}

/** A product's id must name a stored one before its new version is read (404 before 400). */
const existingProduct = (ctx: RouteContext): RequestHandler => (req, _res, next) => {
  productById(ctx, req.params['id'] ?? '');
  next();
};

export const catalogueRoutes = [
  route({
    method: 'get',
    path: '/products',
    auth: 'public',
    summary: "The catalogue's search, filters, sort and page (spec 1 §7); json-server's own query words (q, _page…) go to its generic REST",
    query: ProductQuerySchema,
    takes: isSpecQuery,
    answer: ProductPageSchema,
    handle: searchProducts,
  }),
  route({ method: 'get', path: '/products/all', auth: 'public', summary: 'Every product, cached per catalogue version', answer: v.array(ProductSchema), handle: allProducts }),
  route({ method: 'get', path: '/products/first', auth: 'public', summary: 'The first products of the home page', answer: v.array(ProductSchema), handle: firstProducts }),
  route({ method: 'get', path: '/products/search-global', auth: 'public', summary: "The header's search", query: SearchGlobalSchema, answer: ProductPageSchema, handle: searchEverywhere }),
  route({ method: 'get', path: '/products/brands', auth: 'public', summary: "The catalogue's brands", answer: BrandListSchema, handle: brands }),
  route({ method: 'get', path: '/products/voltages', auth: 'public', summary: "The catalogue's voltages", answer: VoltageListSchema, handle: voltages }),
  route({ method: 'get', path: '/products/:id', auth: 'public', summary: 'One product', answer: ProductSchema, handle: oneProduct }),
  route({
    method: 'post',
    path: '/products',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: 'Adds a product',
    body: ProductSchema,
    bodyOf: (req) => withFacetSpellings(req.body),
    status: 201,
    answer: ProductSchema,
    handle: createProduct,
  }),
  route({
    method: 'put',
    path: '/products/:id',
    auth: 'admin',
    permission: 'catalogue.edit',
    summary: 'Replaces a product',
    body: ProductSchema,
    before: (ctx) => [existingProduct(ctx)],
    bodyOf: (req) => withFacetSpellings(Object.assign({}, req.body, { id: req.params['id'] })),
    answer: ProductSchema,
    handle: replaceOneProduct,
  }),
  route({ method: 'delete', path: '/products/:id', auth: 'admin', permission: 'catalogue.edit', summary: 'Deletes a product', status: 204, handle: removeProduct }),
  route({ method: 'post', path: '/photos/by-references', auth: 'public', summary: 'The photos of up to 200 product references', body: ReferencesSchema, answer: HdImagesResponseSchema, handle: photosByReferences }),
  route({ method: 'get', path: '/photos/:reference', auth: 'public', summary: "A product reference's photos", answer: v.object({ success: v.boolean(), data: HdImagesEntrySchema }), handle: photosOfReference }),
  route({ method: 'get', path: '/rayon_produits/actifs', auth: 'public', summary: 'The categories (rayons) shown in the catalogue', answer: v.array(RayonSchema), handle: activeCategories }),
];
