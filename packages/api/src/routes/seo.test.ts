import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_PRODUCTS_PER_FILE } from '@otech/domain';
import { crawlerRoutes } from './seo.ts';

// A generated catalogue just past two full sitemap files.
let products = Array.from({ length: SITEMAP_PRODUCTS_PER_FILE * 2 + 5 }, (_, i) => ({ id: `GEN-${i + 1}`, reference: `REF-${i + 1}` }));
let slugs = new Map<string, string>();
let version = 1;
let server: Server;
let base: string;
let origin = '';

beforeAll(async () => {
  const app = express();
  app.use(
    crawlerRoutes({
      products: async () => products,
      rayons: async () => [{ nom_du_rayon: 'vp', actif: true }],
      productSlugs: async () => slugs,
      version: () => version,
    }, () => origin),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = base;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const text = async (route: string) => (await fetch(base + route)).text();
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap of a catalogue above 40,000 products (issue #10)', () => {
  it('is an index of the pages file and one file per 40,000 products, each listing its share', async () => {
    expect(locations(await text('/sitemap.xml'))).toEqual([
      `${base}/sitemap-pages.xml`,
      `${base}/sitemap-products-1.xml`,
      `${base}/sitemap-products-2.xml`,
      `${base}/sitemap-products-3.xml`,
    ]);
    expect(locations(await text('/sitemap-pages.xml'))).toContain(`${base}/catalogue?category=vp`);
    const files = await Promise.all([1, 2, 3].map((page) => text(`/sitemap-products-${page}.xml`)));
    const listed = files.flatMap(locations);
    expect(files.map((file) => locations(file).length)).toEqual([SITEMAP_PRODUCTS_PER_FILE, SITEMAP_PRODUCTS_PER_FILE, 5]);
    expect(new Set(listed).size).toBe(products.length);
    expect(listed.at(-1)).toBe(`${base}/product/GEN-${products.length}`);
    expect((await fetch(`${base}/sitemap-products-4.xml`)).status).toBe(404);
  });

  it('follows the catalogue when it changes', async () => {
    products = [{ id: 'ONLY-1', reference: 'REF-ONLY-1' }];
    version += 1;
    const xml = await text('/sitemap.xml');
    expect(xml).toContain('<urlset');
    expect(locations(xml)).toContain(`${base}/product/ONLY-1`);
  });

  it('lists a product under its slug address as soon as a slug is written for it, the catalogue unchanged (issue 9)', async () => {
    expect(locations(await text('/sitemap.xml'))).toContain(`${base}/product/ONLY-1`);
    slugs = new Map([['REF-ONLY-1', 'pile-unique']]);
    const listed = locations(await text('/sitemap.xml'));
    expect(listed).toContain(`${base}/produit/ONLY-1/pile-unique`);
    expect(listed).not.toContain(`${base}/product/ONLY-1`);
  });

  it('writes the configured origin, whatever Host header a request sends (issue 27)', async () => {
    origin = 'https://www.otech.example';
    try {
      const asked = { headers: { host: 'evil.example' } };
      expect(await (await fetch(`${base}/robots.txt`, asked)).text()).toContain('Sitemap: https://www.otech.example/sitemap.xml');
      const listed = locations(await (await fetch(`${base}/sitemap.xml`, asked)).text());
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((address) => address?.startsWith('https://www.otech.example/'))).toBe(true);
    } finally {
      origin = base;
    }
  });
});
