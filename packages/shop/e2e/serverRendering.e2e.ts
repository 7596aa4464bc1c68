import { describe, expect, it } from 'vitest';
import { formatEuros, productCanonicalPath, productQuoteSubject, type ReferencementRow } from '@otech/domain';
import { openShop, url, waitForHydration } from './browser.ts';

const page = await openShop();
/** Every error and warning the page logs, and every uncaught error (React reports a failed hydration so). */
const problems: string[] = [];
page.on('console', (message) => {
  if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
});
page.on('pageerror', (error) => problems.push(error.message));

interface ListedProduct {
  id: string;
  reference: string;
  name: string;
  price: number;
}

async function firstProduct(): Promise<ListedProduct> {
  const { products } = (await (await fetch(url('/api/products?page=1&pageSize=1'))).json()) as { products: ListedProduct[] };
  const [product] = products;
  if (!product) throw new Error('the seed has no product');
  return product;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The scripts the page fetches while `act` runs (their paths). */
async function scriptsFetched(act: () => Promise<void>): Promise<string[]> {
  const scripts: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  try {
    await act();
  } finally {
    page.off('request', onRequest);
  }
  return scripts;
}

describe('server-rendered public pages (issue #10)', () => {
  it("sends a product page's name and price in its HTML, before any script runs", async () => {
    const product = await firstProduct();
    const html = await (await fetch(url(`/product/${product.id}`))).text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(escapeHtml(product.name));
    expect(html).toContain(formatEuros(product.price));
    // Only scripts the policy allows: the app's own module and data (the bootstrap, the JSON-LD).
    expect(html).not.toMatch(/<script(?![^>]*type="(module|application\/json|application\/ld\+json)")[^>]*>/);
    // The page's own head elements are in the head, where search engines read them.
    const head = html.slice(0, html.indexOf('</head>'));
    // Its style sheets are in it (no request before the first paint), its chunks wait (inert in a
    // template after the page) for the page to be painted.
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/ProductRoute-[\w-]+\.css" disabled><style>[^]+?<\/style>/);
    expect(html.slice(html.indexOf('</head>'))).toMatch(/<template id="otech-page-scripts">(<link rel="modulepreload" [^>]+>)+<\/template>/);
    expect(html.replace(/<template[\s\S]*?<\/template>/g, '')).not.toMatch(/modulepreload[^>]+(router|ProductRoute)-/);
    expect(head).toMatch(/<title>[^<]+ \| OTECH<\/title>/);
    // Its canonical address is the one its SEO entry gives (the seed writes one with a slug for some products).
    const entry = (await (await fetch(url(`/api/referencement/produit/${encodeURIComponent(product.reference)}`))).json()) as ReferencementRow;
    expect(head).toContain(`<link rel="canonical" href="${url(productCanonicalPath(product, entry))}"/>`);
  });

  it('hydrates the product page as islands, without a warning and without fetching the product or its HD pictures again', async () => {
    const product = await firstProduct();
    const productCalls: string[] = [];
    const scripts: string[] = [];
    // The HD lookup is part of the server's data: the picture drawn and preloaded is the one kept.
    const loadedWithPage = [`/api/products/${product.id}`, '/api/photos/by-references'];
    const onRequest = (request: { resourceType(): string; url(): string }) => {
      const { pathname } = new URL(request.url());
      if (loadedWithPage.includes(pathname)) productCalls.push(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
    };
    page.on('request', onRequest);
    await page.goto(url(`/product/${product.id}`), { waitUntil: 'networkidle' });
    // Each island works on its own: the quantity and its total, the tabs, the gallery.
    await page.getByRole('button', { name: /augmenter/i }).first().click();
    await page.getByText(`${formatEuros(product.price * 2)} HT`).first().waitFor();
    await page.getByRole('tab', { name: 'Compatibilité' }).click();
    await page.getByRole('tabpanel').getByText('Compatible avec:').waitFor();
    page.off('request', onRequest);
    expect(scripts.some((path) => path.includes('/startIslands-'))).toBe(true);
    // Nor the router, nor the query cache, nor the route's module: the buy box loads its cart write when pressed.
    expect(scripts.filter((path) => /\/(router|query-cache|startShop|routeTable|ProductRoute)-/.test(path))).toEqual([]);
    expect(productCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('hydrates the home page as islands: no router, no query cache, no warning, and each part works', async () => {
    const scripts = await scriptsFetched(async () => {
      await page.goto(url('/'));
      // The maintenance pop-up is an island of its own: it opens once hydrated, and closes.
      await page.getByRole('button', { name: "J'ai compris" }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    });
    expect(scripts.some((path) => path.includes('/startIslands-'))).toBe(true);
    expect(scripts.filter((path) => /\/(router|query-cache|startShop|routeTable)-/.test(path))).toEqual([]);
    expect(problems).toEqual([]);
    // The header's links are the browser's own: the next page is drawn by the server.
    await page.getByRole('link', { name: 'Catalogue', exact: true }).first().click();
    await page.waitForURL(/\/catalogue$/);
  });

  it('hydrates the catalogue as islands: no router, no warning; its advanced search, filters and pages work', async () => {
    const scripts = await scriptsFetched(async () => {
      await page.goto(url('/catalogue'));
      await waitForHydration(page);
      // Lazy: its fields load when it opens.
      await page.getByRole('button', { name: 'Recherche avancée' }).click();
      await page.getByRole('textbox', { name: 'Référence' }).waitFor();
    });
    expect(scripts.some((path) => path.includes('/startIslands-'))).toBe(true);
    expect(scripts.filter((path) => /\/(router|startShop|routeTable)-/.test(path))).toEqual([]);
    // A filter or a page is a new address, which the server draws with its list.
    const category = page.getByRole('combobox', { name: 'Catégorie' });
    const chosen = await category.locator('option').nth(1).getAttribute('value');
    await category.selectOption({ index: 1 });
    await page.waitForURL((address) => address.searchParams.get('category') === chosen);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Page suivante' }).click();
    await page.waitForURL((address) => address.searchParams.get('page') === '2' && address.searchParams.get('category') === chosen);
    await page.getByText(/^13 - \d+ sur \d+$/).waitFor();
    expect(problems).toEqual([]);
  });

  it('hydrates the sign-in, registration, contact and legal pages as islands: no router, no query cache, no warning', async () => {
    for (const path of ['/login', '/register', '/contact', '/mentions-legales', '/conditions-generales', '/politique-confidentialite']) {
      // Away from the last page first, to a file of the shop without scripts: the last page's own
      // scripts, still coming, are not this page's.
      await page.goto(url('/robots.txt'));
      const scripts = await scriptsFetched(async () => {
        await page.goto(url(path));
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
      });
      expect(scripts.some((script) => script.includes('/startIslands-')), path).toBe(true);
      expect(scripts.filter((script) => /\/(router|query-cache|startShop|routeTable)-/.test(script)), path).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  it('draws a request about a product with its subject, and the sign-in page with its demo account', async () => {
    const product = await firstProduct();
    const subject = productQuoteSubject(product);
    const contact = await (await fetch(url(`/contact?product=${product.id}`))).text();
    expect(contact).toContain(`value="${escapeAttribute(subject)}"`);
    expect(await (await fetch(url('/login'))).text()).toContain('Connexion automatique');
    await page.goto(url(`/contact?product=${product.id}`), { waitUntil: 'networkidle' });
    expect(await page.getByRole('textbox', { name: 'Sujet' }).inputValue()).toBe(subject);
    expect(problems).toEqual([]);
  });

  it('draws the signed-in header on the server, from the session cookie the sign-in set', async () => {
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Connexion automatique' }).click();
    await page.waitForURL(/\/client-dashboard$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'otech_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const response = await page.goto(url('/catalogue'), { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Déconnexion');
    expect(html).not.toContain('Créer un compte');
    await page.getByRole('button', { name: /Déconnexion/ }).waitFor();
    expect(problems).toEqual([]);
  });

  it('signs out on the server too: the next page is drawn signed out', async () => {
    await page.getByRole('button', { name: /Déconnexion/ }).click();
    await page.waitForURL((address) => address.pathname === '/');
    const html = await (await page.goto(url('/contact')))?.text();
    expect(html).toContain('Connexion');
    expect(html).not.toContain('Déconnexion');
    expect(problems).toEqual([]);
  });
});
