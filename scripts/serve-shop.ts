// Serves the built shop (dist/shop) and the API on one origin: PORT (default 5173) answers both the
// pages and /api, and the API alone also listens on API_PORT (default 3001), as issue #4 asks.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import { catalogueCrawlerSource, crawlerRoutes, start, type StartOptions } from '@otech/api';
import { createShopRenderer } from './ssr/renderShop.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The shop's pages load only their own files: the build has no inline script or style sheet
 * (vanilla-extract writes CSS files; React sets style through the DOM, which CSP allows), pictures
 * come from /api/images (data: and blob: for previews), and every call goes to the same origin.
 * No page may be framed by another site. The one inline style is the fixed `<style
 * id="react-aria-pressable-style">` react-aria adds (touch-action of pressable elements), allowed
 * by its hash: a react-aria upgrade that changes it shows as a violation in securityHeaders.e2e.ts.
 * Server-rendered pages add react-aria's visually hidden elements (the native select behind each
 * Select, the live announcer), whose style is an attribute in the HTML: the two fixed values are
 * allowed by their hashes ('unsafe-hashes' lets a hash match a style attribute, nothing else).
 */
export const SHOP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  [
    "style-src 'self' 'unsafe-hashes'",
    "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
    "'sha256-nlaag70CeJ4ApAK6zDhDoc67sPQgJmu/ZcrF3ZRA718='",
    "'sha256-OPvH+zTsq+vvwlH2fikB1Fveiha+jXy32l3j4fYaEpA='",
  ].join(' '),
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface ShopServerOptions extends StartOptions {
  /** Port of the shop (pages + /api); 0 picks a free one. */
  shopPort?: number;
  distDir?: string;
}

export async function serveShop(options: ShopServerOptions = {}) {
  const distDir = options.distDir ?? path.join(repo, 'dist/shop');
  const api = await start(options);
  const shop = express();
  shop.disable('x-powered-by');
  // gzip on every text answer (pages, scripts, styles, JSON, CSV, XML); pictures and PDFs are
  // already compressed and go as they are (the package's own choice of compressible types).
  shop.use(compression());
  shop.use((req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    if (!req.path.startsWith('/api/')) res.set('Content-Security-Policy', SHOP_CONTENT_SECURITY_POLICY);
    next();
  });
  shop.use(crawlerRoutes(catalogueCrawlerSource(api.db)));
  // Hashed asset names never change content, so they are cached for a year; the pages and the
  // other files are revalidated on every use, so a new release is seen at once.
  shop.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y' }));
  shop.use(express.static(distDir, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
  shop.get(/^\/(?!api(\/|$)).*/, await createShopRenderer(distDir, api.url));
  shop.use(api.app);
  const host = options.host ?? '127.0.0.1';
  const server = shop.listen(options.shopPort ?? Number(process.env['PORT'] ?? 5173), host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    apiUrl: api.url,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.stop();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const running = await serveShop();
  console.log(`OTECH shop on ${running.url} (API on ${running.apiUrl})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.stop().then(() => process.exit(0)));
  }
}
