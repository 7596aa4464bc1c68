import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureShopOptions } from './fixtureShop.ts';
import { serveShop } from './serve-shop.ts';

// Big enough to be worth compressing (the middleware leaves answers under 1 KB alone).
const SCRIPT = `console.log(${JSON.stringify('batterie '.repeat(400))});\n`;

let dir: string;
let shop: Awaited<ReturnType<typeof serveShop>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'otech-serve-shop-'));
  const distDir = path.join(dir, 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><html lang="fr"><body>${'<p>OTECH</p>'.repeat(200)}</body></html>`);
  writeFileSync(path.join(distDir, 'assets/index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(distDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite/manifest.json'), '{}');
  // A stand-in for the server build: every page is the shell the browser draws (what this file tests is the serving).
  mkdirSync(`${distDir}-server`);
  writeFileSync(
    `${distDir}-server/entry-server.js`,
    "export function setApiOrigin() {}\nexport async function render() { return { kind: 'shell', status: 200, bootstrap: '{}' }; }\n",
  );
  shop = await serveShop({ ...fixtureShopOptions(dir), distDir });
});
afterAll(async () => {
  await shop.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (route: string, init: RequestInit = {}) => fetch(shop.url + route, init);
const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

describe('the shop server (issue #10)', () => {
  it('answers a valid robots.txt naming its sitemap, not the page shell', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
  });

  it("lists every product and category page of the running catalogue in sitemap.xml", async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${shop.url}/product/VP-AA-001</loc>`);
    expect(xml).toContain(`<loc>${shop.url}/catalogue?category=vc</loc>`);
    const products = (await (await get('/api/products/all')).json()) as unknown[];
    expect(xml.match(/\/product\//g)).toHaveLength(products.length);
    expect((await get('/sitemap-products-9.xml')).status).toBe(404);
  });

  it('keeps hashed assets a year, and has pages and other files revalidated', async () => {
    expect((await get('/assets/index-Ab12Cd34.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/catalogue?category=vp', '/product/VP-AA-001']) {
      expect((await get(route)).headers.get('cache-control'), route).toMatch(/^(private, )?no-cache$/);
    }
  });

  it('answers the icons themselves, kept a day', async () => {
    for (const route of ['/favicon.ico', '/favicon.svg']) {
      const icon = await get(route, { redirect: 'manual' });
      expect(icon.status, route).toBe(200);
      expect(icon.headers.get('cache-control'), route).toBe('public, max-age=86400');
    }
  });

  it('gzips the pages, scripts, API answers and crawler files', async () => {
    for (const route of ['/', '/assets/index-Ab12Cd34.js', '/api/products/all', '/sitemap.xml']) {
      const response = await get(route, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding'), route).toBe('gzip');
    }
  });

  it('still delivers the CSV export gzipped and whole, and the invoice PDF untouched', async () => {
    const admin = ((await (await get('/api/admin/login', json({ username: 'admin', password: 'admin123' }))).json()) as { token: string }).token;
    const lignes = Array.from({ length: 40 }, (_, i) => ({ reference: `R${i}`, designation: 'Pile AA', quantite: 10, prix_unitaire_ht: 2.5 }));
    const facture = await get('/api/factures', json({ statut: 'envoyee', client_id: 1, client_nom: 'Durand', date_facture: '2026-01-15', montant_ttc: 1, lignes }, admin));
    const id = ((await facture.json()) as { data: { id: string } }).data.id;
    const login = await get('/api/auth/login', json({ identifier: 'marie@durand-energie.fr', password: 'motdepasse1' }));
    const token = ((await login.json()) as { token: string }).token;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };

    // Node's fetch would unzip it: read the raw bytes through a plain request instead.
    const csv = await rawGet(`/api/account/export?format=csv`, headers);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    expect(gunzipSync(csv.body).toString('utf8')).toContain('Durand');

    const pdf = await rawGet(`/api/client-dashboard/invoices/${id}/download`, headers);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.body.length).toBe(Number(pdf.headers['content-length']));
  });
});

async function rawGet(route: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(shop.url + route, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe("the pages' security headers (issue 27)", () => {
  it('sends Referrer-Policy and Permissions-Policy with every page, and refuses a broken address with a 400', async () => {
    const page = await get('/catalogue');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('geolocation=()');
    const broken = await get('/factures/%E0%A4%A');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ message: 'Caractères non autorisés' });
  });
});
