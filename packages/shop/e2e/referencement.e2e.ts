import { describe, expect, it } from 'vitest';
import { isExcludedRayon } from '@otech/domain';
import { openShop, url } from './browser.ts';

const page = await openShop();

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
    const rayons = await api<{ nom_du_rayon: string }[]>('GET', '/rayon_produits/actifs');
    const rayon = rayons.at(-1);
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
    // Once hydrated, the browser keeps the same head, and the structured data names the same address.
    await page.goto(url(slugPath));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Batterie de secours pour pros');
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { offers?: { url?: string } };
    expect(structured.offers?.url).toBe(url(slugPath));
    // The sitemap lists the page under that canonical address only.
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    expect(sitemap).toContain(`<loc>${url(slugPath)}</loc>`);
    expect(sitemap).not.toContain(`<loc>${url(`/product/${encodeURIComponent(product.id)}`)}</loc>`);

    const rayonEntry = { titre: 'Rayon des pros', description: 'Tout le rayon pour les professionnels.', slug: 'rayon-des-pros' };
    await api('PUT', `/admin/referencement/rayon/${encodeURIComponent(rayon.nom_du_rayon)}`, rayonEntry, token);
    const rayonPath = `/catalogue?category=${encodeURIComponent(rayon.nom_du_rayon)}`;
    const head = await servedHead(rayonPath);
    expect(head).toContain('<title>Rayon des pros</title>');
    expect(head).toContain(`<meta name="description" content="${rayonEntry.description}"/>`);
    // A rayon's slug makes no address: its page stays the catalogue's, as its canonical link says and
    // as the sitemap lists every rayon a buyer can choose.
    expect(head).toContain(`<link rel="canonical" href="${url(rayonPath)}"/>`);
    const withRayons = await (await fetch(url('/sitemap.xml'))).text();
    for (const { nom_du_rayon: code } of rayons.filter(({ nom_du_rayon: code }) => !isExcludedRayon(code))) {
      expect(withRayons).toContain(`<loc>${url(`/catalogue?category=${encodeURIComponent(code)}`)}</loc>`);
    }
  });
});
