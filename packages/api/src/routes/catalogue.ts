import type { Request, Response, NextFunction } from 'express';
import * as v from 'valibot';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS, ProductSchema, TEXT_LIMITS, withFacetSpellings } from '@otech/domain';
import type { Product } from '@otech/domain';
import type { RegisterRoutes } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { versionedJson } from '../http/versionedJson.ts';
import { ONE_VALUE } from './dashboard/query.ts';
import type { ProductQuery } from '../catalogue/productIndex.ts';
import { PHOTO_CACHE_MAX, PhotoLibrary } from '../catalogue/photos.ts';
import { activeRayons, deleteProduct, insertProduct, replaceProduct } from '../db/products.ts';

export const PRODUCT_NOT_FOUND = 'Produit non trouvé';
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

export const registerCatalogueRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;
  const photos = new PhotoLibrary(
    ctx.imagesDir,
    (reference) => ctx.db.products.byReference(reference) !== undefined,
    PHOTO_CACHE_MAX,
    () => ctx.db.products.version,
  );
  const productById = (id: string): Product => {
    const product = db.products.byId(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  };

  router.get(
    '/products',
    (req: Request, _res: Response, next: NextFunction) => next(isSpecQuery(req) ? undefined : 'route'),
    ctx.validateQuery(ProductQuerySchema),
    (_req, res) => {
      res.json(db.products.query(toProductQuery(res.locals['query'] as v.InferOutput<typeof ProductQuerySchema>)));
    },
  );

  // 40,000 products make about 40 MB of JSON: made once per catalogue version, not per request.
  router.get('/products/all', ctx.handle(versionedJson(() => db.products.version, () => db.products.all())));

  router.get('/products/first', (_req, res) => {
    res.json(db.products.query({ page: 1, pageSize: FIRST_PRODUCTS }).products);
  });

  router.get('/products/search-global', ctx.validateQuery(SearchGlobalSchema), (_req, res) => {
    const query = res.locals['query'] as v.InferOutput<typeof SearchGlobalSchema>;
    res.json(
      db.products.query({
        search: query.search || undefined,
        page: query.page ?? 1,
        pageSize: query.pageSize ?? CATALOGUE_PAGE_SIZE,
      }),
    );
  });

  router.get('/products/brands', (_req, res) => {
    res.json({ brands: db.products.brands() });
  });

  router.get('/products/voltages', (_req, res) => {
    res.json({ voltages: db.products.voltages() });
  });

  router.get('/products/:id', (req, res) => {
    res.json(productById(req.params['id'] ?? ''));
  });

  // Admin product writes: through the index so every search sees them at once.
  router.post(
    '/products',
    ctx.requireAdmin,
    (req, _res, next) => {
      req.body = withFacetSpellings(req.body);
      next();
    },
    ctx.validateBody(ProductSchema),
    ctx.handle(async (req, res) => {
      const product = req.body as Product;
      if (!(await insertProduct(db, product))) throw new HttpError(409, 'Un produit existe déjà avec cet identifiant');
      res.status(201).json(product);
    }),
  );

  router.put(
    '/products/:id',
    ctx.requireAdmin,
    (req, _res, next) => {
      productById(req.params['id'] ?? '');
      req.body = withFacetSpellings({ ...(req.body as object), id: req.params['id'] });
      next();
    },
    ctx.validateBody(ProductSchema),
    ctx.handle(async (req, res) => {
      if (!(await replaceProduct(db, req.body as Product))) throw new HttpError(409, 'Un produit existe déjà avec cette référence');
      res.json(req.body);
    }),
  );

  router.delete(
    '/products/:id',
    ctx.requireAdmin,
    ctx.handle(async (req, res) => {
      if (!(await deleteProduct(db, req.params['id'] ?? ''))) throw notFound(PRODUCT_NOT_FOUND);
      res.status(204).end();
    }),
  );

  router.post(
    '/photos/by-references',
    ctx.validateBody(ReferencesSchema),
    ctx.handle(async (req, res) => {
      const { references } = req.body as v.InferOutput<typeof ReferencesSchema>;
      const entries = await Promise.all(references.map(async (reference) => [reference, await photos.entry(reference)] as const));
      res.json({ success: true, data: Object.fromEntries(entries) });
    }),
  );

  router.get(
    '/photos/:reference',
    ctx.handle(async (req, res) => {
      res.json({ success: true, data: await photos.entry(req.params['reference'] ?? '') });
    }),
  );

  router.get('/rayon_produits/actifs', ctx.handle(async (_req, res) => {
    res.json((await activeRayons(db)).map(({ nom_du_rayon, libelle }) => ({ nom_du_rayon, libelle })));
  }));
};
