import path from 'node:path';
import express from 'express';
import type { AccountOpening } from '@otech/domain';
import type { Express, Router } from 'express';
import jsonServer from 'json-server';
import type { RouteContext } from './context.ts';
import { Database } from './db/database.ts';
import { refreshPriceTerms } from './db/priceTerms.ts';
import { refreshCatalogue } from './db/products.ts';
import { demoTokenKey } from './db/demoTokenKey.ts';
import { TokenSigner } from './auth/tokens.ts';
import { adminOf, customerOf, requireIdentity } from './auth/middleware.ts';
import { errorMiddleware, notFound } from './http/errors.ts';
import { SECRET_FIELDS } from './http/secrets.ts';
import { apiHeaders } from './http/headers.ts';
import { refuseDisallowedAddress, refuseDisallowedBody } from './http/allowedCharacters.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import type { TrustProxy } from './http/trustProxy.ts';
import { stopIndexBuilder } from './catalogue/indexOffThread.ts';
import { stopPdfRenderer } from './pdf/renderOffThread.ts';
import { catalogueImports } from './catalogue/importOffThread.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { servedPhotos } from './catalogue/servedPhotos.ts';
import { authRoutes } from './routes/auth.ts';
import { demoRoutes } from './routes/demo.ts';
import { cartRoutes } from './routes/cart.ts';
import { quickOrderRoutes } from './routes/quickOrder.ts';
import { contactRoutes } from './routes/contact.ts';
import { eInvoiceRoutes } from './routes/eInvoices.ts';
import { creditNoteRoutes } from './routes/creditNotes.ts';
import { accountingExportRoutes } from './routes/accountingExports.ts';
import { customerInvoiceFileRoutes } from './routes/customerInvoiceFiles.ts';
import { priceRoutes } from './routes/prices.ts';
import { staffRoutes } from './routes/admin/staff.ts';
import { clientListRoutes } from './routes/admin/clientList.ts';
import { messageListRoutes } from './routes/admin/messageList.ts';
import { productListRoutes } from './routes/admin/productList.ts';
import { quoteListRoutes } from './routes/admin/quoteList.ts';
import { orderListRoutes } from './routes/admin/orderList.ts';
import { invoiceListRoutes } from './routes/admin/invoiceList.ts';
import { journalRoutes } from './routes/admin/journal.ts';
import { mountRoutes } from './http/route.ts';
import type { Route } from './http/route.ts';
import { dashboardRoutes } from './routes/dashboard/index.ts';
import { factureRoutes } from './routes/factures/index.ts';
import { clientRoutes } from './routes/clients/index.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { adminFactureRoutes } from './routes/admin/factures.ts';
import { adminReminderRoutes } from './routes/admin/relances.ts';
import { catalogueImportRoutes } from './routes/admin/catalogueImport.ts';
import { adminAccountRoutes } from './routes/admin/accounts.ts';
import { nomenclatureRoutes } from './routes/admin/nomenclatures.ts';
import { adminProductRoutes } from './routes/admin/products.ts';
import { adminProductPhotoRoutes } from './routes/admin/productPhotos.ts';
import { referencementRoutes } from './routes/admin/referencement.ts';
import { publicReferencementRoutes } from './routes/referencement.ts';
import { profileRoutes } from './routes/account/profile.ts';
import { securityRoutes } from './routes/account/security.ts';
import { accountQuoteThreadRoutes } from './routes/account/quoteThread.ts';
import { orderingRoutes } from './routes/ordering.ts';
import { accountQuoteRoutes } from './routes/account/quotes.ts';
import { proFormaRoutes } from './routes/account/proForma.ts';
import { mountJsonServer } from './routes/jsonServer.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { clientImportRoutes } from './routes/admin/clientImport.ts';
import { clientRecordRoutes } from './routes/admin/clientRecords.ts';
import { timelineRoutes } from './routes/admin/timelines.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { salesInboxRoutes } from './routes/admin/salesInbox.ts';
import { outboxRoutes } from './routes/admin/outbox.ts';
import { quoteAnswerRoutes } from './routes/admin/quoteAnswer.ts';
import { shipmentRoutes } from './routes/shipments.ts';
import { bulkOrderRoutes } from './routes/admin/bulkOrders.ts';
import { bulkInvoiceRoutes } from './routes/admin/bulkInvoices.ts';
import { bulkClientRoutes } from './routes/admin/bulkClients.ts';
import { priceListRoutes } from './routes/admin/priceLists.ts';
import { openRuntimeSql } from './seed/index.ts';
import type { SqlLocation } from './db/sql/connect.ts';
import { onPGlite } from './db/sql/pgliteDialect.ts';
import { EmbeddedUpkeep } from './db/sql/upkeep.ts';
import { DEFAULT_MAIL_FROM } from './mail/mailDelivery.ts';
import type { MailDelivery } from './mail/mailDelivery.ts';
import { MailDispatcher } from './mail/mailDispatcher.ts';
import { MonthlyPriceReview } from './pricing/monthlyPriceReview.ts';

/**
 * Every table of routes, in mounting order; the json-server router comes after all of them so the
 * spec's call shapes win over its generic REST. A new area adds its table here (docs/api-routes.md).
 */
export const ROUTE_MODULES: readonly (readonly Route[])[] = [
  // Before any `/admin/factures/:id` route, which would take 'export' for an id.
  invoiceListRoutes,
  clientListRoutes,
  messageListRoutes,
  // Before `/admin/quote-requests/:id`, which would take 'export' for an id.
  quoteListRoutes,
  // Before `/admin/orders/:id`, which would take 'export' for an id.
  orderListRoutes,
  // Before `/admin/products/:id`, which would take 'export' for an id.
  productListRoutes,
  openApiRoutes(() => ROUTE_MODULES),
  catalogueRoutes,
  authRoutes,
  demoRoutes,
  cartRoutes,
  quickOrderRoutes,
  contactRoutes,
  eInvoiceRoutes,
  creditNoteRoutes,
  accountingExportRoutes,
  customerInvoiceFileRoutes,
  priceRoutes,
  priceListRoutes,
  dashboardRoutes,
  factureRoutes,
  clientRoutes,
  adminRoutes,
  adminFactureRoutes,
  adminReminderRoutes,
  catalogueImportRoutes,
  clientImportRoutes,
  clientRecordRoutes,
  timelineRoutes,
  invitationRoutes,
  adminAccountRoutes,
  nomenclatureRoutes,
  adminProductRoutes,
  adminProductPhotoRoutes,
  referencementRoutes,
  publicReferencementRoutes,
  // The client dashboard's own routes under /account.
  profileRoutes,
  securityRoutes,
  accountQuoteRoutes,
  accountQuoteThreadRoutes,
  orderingRoutes,
  proFormaRoutes,
  staffRoutes,
  salesInboxRoutes,
  outboxRoutes,
  quoteAnswerRoutes,
  journalRoutes,
  shipmentRoutes,
  bulkOrderRoutes,
  bulkInvoiceRoutes,
  bulkClientRoutes,
];

export function registerRoutes(router: Router, ctx: RouteContext): void {
  for (const table of ROUTE_MODULES) mountRoutes(router, ctx, table);
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
  /** HS256 key of the tokens; in the demo, when absent, the database's demo key (db/demoTokenKey.ts), shared by every process on it. */
  secret?: string | undefined;
  /** Express's `trust proxy` (OTECH_TRUST_PROXY): default off. */
  trustProxy?: TrustProxy;
  /** Whether a registration can sign in at once or waits for the administration's validation (default). */
  accountOpening?: AccountOpening;
  /** Where e-mails go: SMTP, or kept in the outbox (default, the demo). */
  mail?: MailDelivery;
  /** Whether the cart's "Commander" places an order without a quote (OTECH_ONLINE_ORDERING; default closed). */
  onlineOrdering?: boolean;
  /** Whether this process runs the wholesaler clause's monthly review (default off: start.ts turns it on outside the demo). */
  priceReview?: boolean;
}

export interface ApiApp {
  app: Express;
  db: Database;
  /** The e-mail outbox's sender (where its messages go: `mail.delivery`). */
  mail: MailDispatcher;
  /** Closes the database (after the statement or transaction under way); call before exiting. */
  close(): Promise<void>;
}

/** How often a process on a shared database checks whether another one changed the catalogue. */
const CATALOGUE_CHECK_MS = 1000;

/** Reads the catalogue and the clients' terms again whenever another process has changed them (checked every CATALOGUE_CHECK_MS). */
function watchCatalogue(db: Database): NodeJS.Timeout {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    Promise.all([refreshCatalogue(db), refreshPriceTerms(db)])
      .catch((error: unknown) => console.error(`catalogue check failed: ${(error as Error).message}`))
      .finally(() => {
        checking = false;
      });
  }, CATALOGUE_CHECK_MS);
  timer.unref();
  return timer;
}

/**
 * Photos are kept by browsers and asked again with their ETag at each use (a 304 when unchanged):
 * their address stays when a photo is replaced (`otech import images`, the product's editor), and a
 * day's max-age showed the old one for a day (decision 242).
 */
const IMAGE_CACHE_CONTROL = 'no-cache';

/** HS256 wants a key as long as its hash: a shorter one can be guessed offline from any token. */
export const MIN_SECRET_BYTES = 32;

export async function createApp(options: AppOptions): Promise<ApiApp> {
  // The demo may run on the database's key; anything else runs on the operator's, which must be strong.
  if (!options.demo && options.secret === undefined) {
    throw new Error(`OTECH_TOKEN_SECRET must be set when OTECH_DEMO=0 (at least ${MIN_SECRET_BYTES} bytes)`);
  }
  if (!options.demo && Buffer.byteLength(options.secret ?? '', 'utf8') < MIN_SECRET_BYTES) {
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
  const secret = options.secret ?? (await demoTokenKey(db).catch(async (error: unknown) => {
    await db.close();
    throw error;
  }));
  const tokens = new TokenSigner(secret);
  const mail = new MailDispatcher(db, options.mail ?? { kind: 'kept', from: DEFAULT_MAIL_FROM });
  mail.start();
  const priceReview = options.priceReview ? new MonthlyPriceReview(db) : undefined;
  priceReview?.start();
  // PostgreSQL's server has its autovacuum; a PGlite folder has only this process (decision 263).
  const upkeep = onPGlite(sqlDb) ? new EmbeddedUpkeep(sqlDb) : undefined;
  upkeep?.start();
  const ctx: RouteContext = {
    db,
    demo: options.demo,
    accountOpening: options.accountOpening ?? 'validation',
    onlineOrdering: options.onlineOrdering ?? false,
    dataDir: options.dataDir,
    tokens,
    mail,
    requireCustomer: requireIdentity(db, tokens, ['customer']),
    requireAccess: (kinds, permission) => requireIdentity(db, tokens, kinds, permission),
    customerOf,
    adminOf,
  };

  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(securityHeaders);
  // json-server turns on pretty printing; 40,000 products are big enough without it.
  app.set('json spaces', 0);
  // The one place secrets are taken out: every JSON answer, json-server's included, goes through it.
  app.set('json replacer', (key: string, value: unknown) => (SECRET_FIELDS.has(key) ? undefined : value));
  app.use('/api', apiHeaders);
  app.use(refuseDisallowedAddress);
  app.use('/api/images', servedPhotos(db.sql, IMAGE_CACHE_CONTROL));

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(refuseDisallowedBody);
  registerRoutes(api, ctx);
  mountJsonServer(api, db);
  api.use((_req, _res, next) => next(notFound()));
  app.use('/api', api);
  app.use(errorMiddleware);

  return { app, db, mail, close: async () => {
    if (catalogueWatch) clearInterval(catalogueWatch);
    await mail.stop();
    await priceReview?.stop();
    await upkeep?.stop();
    await db.close();
    await stopPdfRenderer();
    await stopIndexBuilder();
    await catalogueImports.stop();
  } };
}
