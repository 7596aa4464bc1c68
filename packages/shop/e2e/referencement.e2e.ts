import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openShop } from './browser.ts';

let browser: Browser;
let page: Page;
let url: (path: string) => string;

beforeAll(async () => {
  ({ browser, page, url } = await openShop());
});
afterAll(async () => browser.close());

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The served HTML's head, as a search engine reads it before any script. */
async function servedHead(path: string): Promise<string> {
  const html = await (await fetch(url(path))).text();
  return html.slice(0, html.indexOf('</head>'));
}

describe('the storefront reads /admin/referencement (issue 9)', () => {
  it("serves a product page and a rayon page with the title, description and slug staff wrote", async () => {
    const { token } = await api<{ token: string }>('POST', '/admin/login', { username: 'admin', password: 'OtechAdmin2025!' });
    // Away from the first products and rayons, which the other journeys read with their own heads.
    const { products } = await api<{ products: { id: string; reference: string }[] }>('GET', '/products?page=3&pageSize=1');
    const product = products[0];
    const rayon = (await api<{ nom_du_rayon: string }[]>('GET', '/rayon_produits/actifs')).at(-1);
    if (!product || !rayon) throw new Error('the seed has no product or rayon');

    const written = { titre: 'Batterie de secours pour pros', description: 'La batterie de secours des professionnels, livrée sous 48 h.', slug: 'batterie-secours-pros' };
    await api('PUT', `/admin/referencement/produit/${encodeURIComponent(product.reference)}`, written, token);
    const slugPath = `/produit/${encodeURIComponent(product.id)}/${written.slug}`;
    for (const path of [slugPath, `/product/${encodeURIComponent(product.id)}`]) {
      const head = await servedHead(path);
      expect(head).toContain('<title>Batterie de secours pour pros</title>');
      expect(head).toContain(`<meta name="description" content="${written.description}"/>`);
      expect(head).toContain(`<link rel="canonical" href="${url(slugPath)}"/>`);
    }
    // Once hydrated, the browser keeps the same head.
    await page.goto(url(slugPath));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Batterie de secours pour pros');

    const rayonEntry = { titre: 'Rayon des pros', description: 'Tout le rayon pour les professionnels.', slug: 'rayon-des-pros' };
    await api('PUT', `/admin/referencement/rayon/${encodeURIComponent(rayon.nom_du_rayon)}`, rayonEntry, token);
    const head = await servedHead(`/catalogue?category=${encodeURIComponent(rayon.nom_du_rayon)}`);
    expect(head).toContain('<title>Rayon des pros</title>');
    expect(head).toContain(`<meta name="description" content="${rayonEntry.description}"/>`);
  });
});
