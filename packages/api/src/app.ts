import path from 'node:path';
import express from 'express';
import type { AccountOpening } from '@otech/domain';
import type { Express, Router } from 'express';
import jsonServer from 'json-server';
import type { RegisterRoutes, RouteContext } from './context.ts';
import { Database } from './db/database.ts';
import { refreshCatalogue } from './db/products.ts';
import { TokenSigner } from './auth/tokens.ts';
import { adminOf, customerOf, requireIdentity } from './auth/middleware.ts';
import { errorMiddleware, handle, notFound, sendError, validateBody, validateQuery } from './http/errors.ts';
import { SECRET_FIELDS } from './http/secrets.ts';
import { apiHeaders } from './http/headers.ts';
import { stopIndexBuilder } from './catalogue/indexOffThread.ts';
import { stopPdfRenderer } from './pdf/renderOffThread.ts';
import { catalogueImports } from './catalogue/importOffThread.ts';
import { registerCatalogueRoutes } from './routes/catalogue.ts';
import { resizedPhotos } from './catalogue/resizedPhotos.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerDemoRoutes } from './routes/demo.ts';
import { registerCartRoutes } from './routes/cart.ts';
import { contactRoutes } from './routes/contact.ts';
import { staffRoutes } from './routes/admin/staff.ts';
import { journalRoutes } from './routes/admin/journal.ts';
import { mountRoutes } from './http/route.ts';
import type { Route } from './http/route.ts';
import { registerDashboardRoutes } from './routes/dashboard/index.ts';
import { registerFactureRoutes } from './routes/factures/index.ts';
import { registerClientRoutes } from './routes/clients/index.ts';
import { registerAdminRoutes } from './routes/admin/index.ts';
import { registerAdminFactureRoutes } from './routes/admin/factures.ts';
import { registerAdminReminderRoutes } from './routes/admin/relances.ts';
import { registerCatalogueImportRoutes } from './routes/admin/catalogueImport.ts';
import { registerAdminAccountRoutes } from './routes/admin/accounts.ts';
import { registerNomenclatureRoutes } from './routes/admin/nomenclatures.ts';
import { registerAdminProductRoutes } from './routes/admin/products.ts';
import { registerAdminProductPhotoRoutes } from './routes/admin/productPhotos.ts';
import { registerReferencementRoutes } from './routes/admin/referencement.ts';
import { registerPublicReferencementRoutes } from './routes/referencement.ts';
import { registerAccountRoutes } from './routes/account/index.ts';
import { mountJsonServer } from './routes/jsonServer.ts';
import { openRuntimeSql, SEED_FILES } from './seed/index.ts';
import type { SqlLocation } from './db/sql/connect.ts';

/**
 * Every route module, in registration order; the json-server router comes after all of them so
 * the spec's call shapes win over its generic REST. A new area adds its table of routes here
 * (`http/route.ts`); the modules still registering their handlers inline are being moved to tables.
 */
export const ROUTE_MODULES: readonly (RegisterRoutes | readonly Route[])[] = [
  registerCatalogueRoutes,
  registerAuthRoutes,
  registerDemoRoutes,
  registerCartRoutes,
  contactRoutes,
  registerDashboardRoutes,
  registerFactureRoutes,
  registerClientRoutes,
  registerAdminRoutes,
  registerAdminFactureRoutes,
  registerAdminReminderRoutes,
  registerCatalogueImportRoutes,
  registerAdminAccountRoutes,
  registerNomenclatureRoutes,
  registerAdminProductRoutes,
  registerAdminProductPhotoRoutes,
  registerReferencementRoutes,
  registerPublicReferencementRoutes,
  registerAccountRoutes,
  staffRoutes,
  journalRoutes,
];

export function registerRoutes(router: Router, ctx: RouteContext): void {
  for (const module of ROUTE_MODULES) {
    if (typeof module === 'function') module(router, ctx);
    else mountRoutes(router, ctx, module);
  }
}

export interface AppOptions {
  /** Runtime folder (`.runtime/db`): the embedded database goes in its `sql/` unless `sql` says otherwise. */
  dbDir: string;
  /** The SQL database: default the embedded PGlite folder `<dbDir>/sql`; migrated, and filled from `dataDir` when empty. */
  sql?: SqlLocation;
  /** Seed sources (`data/`); its `images/` folder is served under `/api/images`. */
  dataDir: string;
  /** Demo seed: the spec's fallback passwords are accepted. */
  demo: boolean;
  /** HS256 key of the tokens. */
  secret: string;
  /** Whether a registration can sign in at once or waits for the administration's validation (default). */
  accountOpening?: AccountOpening;
}

export interface ApiApp {
  app: Express;
  db: Database;
  /** Closes the database (after the statement or transaction under way); call before exiting. */
  close(): Promise<void>;
}

/** How often a process on a shared database checks whether another one changed the catalogue. */
const CATALOGUE_CHECK_MS = 1000;

/** Reads the catalogue again whenever another process has changed it (checked every CATALOGUE_CHECK_MS). */
function watchCatalogue(db: Database): NodeJS.Timeout {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    refreshCatalogue(db)
      .catch((error: unknown) => console.error(`catalogue check failed: ${(error as Error).message}`))
      .finally(() => {
        checking = false;
      });
  }, CATALOGUE_CHECK_MS);
  timer.unref();
  return timer;
}

/** Photos are kept a day by browsers, originals and resized ones alike. */
const IMAGE_MAX_AGE_S = 86_400;
const IMAGE_CACHE = { maxAge: IMAGE_MAX_AGE_S * 1000, immutable: false, index: false, fallthrough: true } as const;

/** HS256 wants a key as long as its hash: a shorter one can be guessed offline from any token. */
export const MIN_SECRET_BYTES = 32;

export async function createApp(options: AppOptions): Promise<ApiApp> {
  // The demo draws its own random key; anything else runs on the operator's, which must be strong.
  if (!options.demo && Buffer.byteLength(options.secret, 'utf8') < MIN_SECRET_BYTES) {
    throw new Error(`OTECH_TOKEN_SECRET is too short: at least ${MIN_SECRET_BYTES} bytes are needed when OTECH_DEMO=0`);
  }
  const location = options.sql ?? { dir: path.join(options.dbDir, 'sql') };
  // Only a server database can have other API processes on it (a PGlite folder opens in one).
  const sharedDatabase = 'url' in location;
  const sqlDb = await openRuntimeSql(location, options.dataDir);
  const db = await Database.open(sqlDb).catch(async (error: unknown) => {
    await sqlDb.destroy();
    throw error;
  });
  const catalogueWatch = sharedDatabase ? watchCatalogue(db) : undefined;
  const tokens = new TokenSigner(options.secret);
  const imagesDir = path.join(options.dataDir, SEED_FILES.images);
  const ctx: RouteContext = {
    db,
    demo: options.demo,
    accountOpening: options.accountOpening ?? 'validation',
    dataDir: options.dataDir,
    imagesDir,
    tokens,
    requireCustomer: requireIdentity(db, tokens, ['customer']),
    requireAdmin: requireIdentity(db, tokens, ['admin']),
    requireSignedIn: requireIdentity(db, tokens, ['customer', 'admin']),
    requireAccess: (kinds, permission) => requireIdentity(db, tokens, kinds, () => permission),
    customerOf,
    adminOf,
    validateBody,
    validateQuery,
    handle: (handler) => handle((req, res) => handler(req, res)),
    sendError,
  };

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // json-server turns on pretty printing; 40,000 products are big enough without it.
  app.set('json spaces', 0);
  // The one place secrets are taken out: every JSON answer, json-server's included, goes through it.
  app.set('json replacer', (key: string, value: unknown) => (SECRET_FIELDS.has(key) ? undefined : value));
  app.use('/api', apiHeaders);
  app.use('/api/images', resizedPhotos(imagesDir, `public, max-age=${IMAGE_MAX_AGE_S}`), express.static(imagesDir, IMAGE_CACHE));

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  registerRoutes(api, ctx);
  mountJsonServer(api, db);
  api.use((_req, _res, next) => next(notFound()));
  app.use('/api', api);
  app.use(errorMiddleware);

  return { app, db, close: async () => {
    if (catalogueWatch) clearInterval(catalogueWatch);
    await db.close();
    await stopPdfRenderer();
    await stopIndexBuilder();
    await catalogueImports.stop();
  } };
}
