// Serves the built shop (dist/shop) and the API on one origin: PORT (default 5173) answers both the
// pages and /api, and the API alone also listens on API_PORT (default 3001), as issue #4 asks.
// `--dev` (npm run dev) serves the sources through Vite's dev server instead, pages still server-rendered.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import type { ViteDevServer } from 'vite';
import { catalogueCrawlerSource, configuredSiteOrigin, crawlerRoutes, isDemo, mailDeliveryNotice, refuseDisallowedAddress, securityHeaders, start, trustProxySetting, type StartOptions } from '@otech/api';
import { shopContentSecurityPolicy } from './ssr/contentSecurityPolicy.ts';
import { createDevShopRenderer, createShopRenderer } from './ssr/renderShop.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ShopServerOptions extends StartOptions {
  /** Port of the shop (pages + /api); 0 picks a free one. */
  shopPort?: number;
  distDir?: string;
  /** Vite's dev server in middleware mode (`npm run dev`): pages and modules from the sources, no build. */
  vite?: ViteDevServer;
}

/** The site's icons (packages/shop/public), asked for by browsers on their own. */
const ICONS = new Set(['favicon.ico', 'favicon.svg']);

/** Every address but the API's is a page of the shop. */
const PAGE_ADDRESS = /^\/(?!api(\/|$)).*/;

/** What answers the pages and their files: the build, or Vite's dev server and the sources. */
async function shopPages(options: ShopServerOptions, apiUrl: string, siteOrigin: () => string): Promise<express.Router> {
  const pages = express.Router();
  const { vite } = options;
  if (vite) {
    const indexHtml = await readFile(path.join(repo, 'packages/shop/index.html'), 'utf8');
    // The API answers in this process: Vite's own proxy to API_PORT is for its standalone server.
    pages.use((req, res, next) => (PAGE_ADDRESS.test(req.path) ? vite.middlewares(req, res, next) : next('router')));
    pages.get(PAGE_ADDRESS, createDevShopRenderer(vite, apiUrl, indexHtml, siteOrigin));
    return pages;
  }
  const distDir = options.distDir ?? path.join(repo, 'dist/shop');
  // Hashed asset names never change content, so they are cached for a year; the pages and the
  // other files are revalidated on every use, so a new release is seen at once.
  pages.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y' }));
  pages.use(
    express.static(distDir, {
      index: false,
      // Browsers ask for the icon on every page: a day's cache spares the round trip.
      setHeaders: (res, file) => res.setHeader('Cache-Control', ICONS.has(path.basename(file)) ? 'public, max-age=86400' : 'no-cache'),
    }),
  );
  pages.get(PAGE_ADDRESS, await createShopRenderer(distDir, apiUrl, siteOrigin));
  return pages;
}

export async function serveShop(options: ShopServerOptions = {}) {
  // Checked before anything starts: outside the demo, a shop without its public address stops here.
  const configuredOrigin = configuredSiteOrigin(process.env, isDemo(options, process.env));
  let siteOrigin = configuredOrigin ?? '';
  const trustProxy = options.trustProxy ?? trustProxySetting(process.env);
  const api = await start({ ...options, trustProxy });
  const shop = express();
  shop.disable('x-powered-by');
  shop.set('trust proxy', trustProxy);
  shop.use(securityHeaders);
  // gzip on every text answer (pages, scripts, styles, JSON, CSV, XML); pictures and PDFs are
  // already compressed and go as they are (the package's own choice of compressible types).
  shop.use(compression());
  shop.use((req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    // Vite's development page has inline scripts (fast refresh): the policy is the build's.
    if (!options.vite && !req.path.startsWith('/api/')) res.set('Content-Security-Policy', shopContentSecurityPolicy());
    next();
  });
  // Pages too: an address with broken percent-encoding or a null character is a 400, not a 500 (issue 27).
  shop.use(refuseDisallowedAddress);
  shop.use(crawlerRoutes(catalogueCrawlerSource(api.db), () => siteOrigin));
  shop.use(await shopPages(options, api.url, () => siteOrigin));
  shop.use(api.app);
  const host = options.host ?? '127.0.0.1';
  const server = shop.listen(options.shopPort ?? Number(process.env['PORT'] ?? 5173), host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  // The demo without OTECH_SITE_URL: one address, the one the shop was started on.
  siteOrigin = configuredOrigin ?? url;
  return {
    url,
    apiUrl: api.url,
    db: api.db,
    mailNotice: mailDeliveryNotice(api.mail.delivery),
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.stop();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // Loaded only for --dev: serving the build needs no bundler.
  const vite = process.argv.includes('--dev')
    ? await (await import('vite')).createServer({ configFile: path.join(repo, 'vite.config.ts'), server: { middlewareMode: true }, appType: 'custom' })
    : undefined;
  const running = await serveShop(vite ? { vite } : {});
  console.log(`OTECH shop${vite ? ' (development, from the sources)' : ''} on ${running.url} (API on ${running.apiUrl})`);
  console.log(running.mailNotice);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void Promise.all([running.stop(), vite?.close()]).then(() => process.exit(0)));
  }
}
