import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '@otech/domain';
import { fixtureShopOptions } from './fixtureShop.ts';
import { serveShop } from './serve-shop.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let dir: string;
let vite: ViteDevServer;
let shop: Awaited<ReturnType<typeof serveShop>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'otech-serve-shop-dev-'));
  vite = await createServer({
    configFile: path.join(repo, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  shop = await serveShop({ ...fixtureShopOptions(dir), vite });
});
afterAll(async () => {
  await shop.stop();
  await vite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev (issue #10)', () => {
  it("server-renders a product page from the sources, with its name and price, and Vite's client to hydrate it", async () => {
    const response = await fetch(`${shop.url}/product/VP-AA-001`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Pile alcaline AA LR6<\/h1>/);
    expect(html).toContain(formatEuros(2.5));
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<title>Pile alcaline AA LR6 | OTECH</title>');
    expect(html).toContain('id="otech-bootstrap"');
    expect(html).toContain('/@vite/client');
    // The first page transforms the whole app from the sources: tens of seconds on a busy machine.
  }, 120_000);

  it('serves the modules from the sources and leaves /api to the API in the same process', async () => {
    const main = await fetch(`${shop.url}/src/main.tsx`);
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toMatch(/javascript/);
    const products = await fetch(`${shop.url}/api/products?page=1&pageSize=1`);
    expect(products.status).toBe(200);
    expect(((await products.json()) as { products: unknown[] }).products).toHaveLength(1);
  });
});
