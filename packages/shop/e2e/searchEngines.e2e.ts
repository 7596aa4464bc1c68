import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { openShop, policyViolations, url } from './browser.ts';

const page = await openShop();
const violations = policyViolations(page);

/** A page as the server draws it for a request carrying a Host header of our choosing (fetch sends the URL's). */
function drawnFor(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = request(url(path), { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** What a search engine reads in the document's head once the page is shown. */
const head = () =>
  page.evaluate(() => ({
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
    descriptions: [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((meta) => meta.content),
    canonicals: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href),
  }));

describe('what search engines read (issue #10)', () => {
  it('gives each page one title, one description of its own and one canonical address', async () => {
    const seen: Awaited<ReturnType<typeof head>>[] = [];
    // Piles (vp) has a title and description written in /admin/referencement (data/referencements.json): its pages keep them apart.
    for (const path of ['/', '/produits?category=vp&page=2&sort=price-asc', '/contact', '/register', '/catalogue?category=vp']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      seen.push(await head());
    }
    for (const { titles, descriptions, canonicals } of seen) {
      expect(titles).toHaveLength(1);
      expect(descriptions).toHaveLength(1);
      expect(canonicals).toHaveLength(1);
    }
    expect(new Set(seen.map(({ descriptions }) => descriptions[0])).size).toBe(seen.length);
    expect(new Set(seen.map(({ titles }) => titles[0])).size).toBe(seen.length);
    // The alias /produits, its sort and the default page are one page: the catalogue's category page 2.
    expect(seen[1]?.canonicals[0]).toBe(url('/catalogue?category=vp&page=2'));
    expect(seen[2]?.titles[0]).toBe('Contactez-nous | OTECH');
  });

  it("describes a product page by its product, with its schema.org data and its main picture first, and breaks no policy", async () => {
    await page.goto(url('/catalogue'));
    await page.getByRole('article').first().waitFor();
    const cardImages = await page.locator('main article img').evaluateAll((images) =>
      images.map((image) => ({ lazy: image.getAttribute('loading') === 'lazy', sized: image.hasAttribute('width') && image.hasAttribute('height') })),
    );
    expect(cardImages.every((image) => image.sized)).toBe(true);
    expect(cardImages[0]?.lazy).toBe(false);
    expect(cardImages.at(-1)?.lazy).toBe(true);

    // Opened by its address, as a visitor from a search engine does: the first load is what counts.
    const productUrl = (await page.getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? '';
    await page.goto(url(productUrl));
    const structured = page.locator('script[type="application/ld+json"]');
    await structured.waitFor({ state: 'attached' });
    const data = JSON.parse((await structured.textContent()) ?? '{}') as Record<string, unknown> & { offers: Record<string, unknown> };
    const name = String(data['name']);
    expect(data['@type']).toBe('Product');
    // The data names the product the page shows.
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(typeof data['sku']).toBe('string');
    expect(data['gtin13']).toMatch(/^\d{13}$/);
    expect(data['brand']).toMatchObject({ '@type': 'Brand' });
    expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', availability: expect.stringMatching(/^https:\/\/schema\.org\/(In|OutOf)Stock$/) });

    const { titles, descriptions, canonicals } = await head();
    expect(titles).toEqual([`${name} | OTECH`]);
    expect(descriptions[0]).toContain(String(data['sku']));
    expect(canonicals).toEqual([page.url()]);
    const main = page.locator('main img').first();
    expect(await main.getAttribute('fetchpriority')).toBe('high');
    // A picture offered at several widths is preloaded by those widths (React then leaves out its href).
    const preloaded = await page
      .locator('link[rel="preload"][as="image"][fetchpriority="high"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href')));
    expect(preloaded).toContain((await main.getAttribute('srcset')) ?? (await main.getAttribute('src')));
    expect(violations).toEqual([]);
  });

  it("writes the product's structured data and canonical link on the shop's address, whatever Host header the request carries (issue 27)", async () => {
    const html = await drawnFor('/product/VP00001', 'attacker.example');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json, 'the JSON-LD of the product page').toBeDefined();
    const data = JSON.parse(json ?? '{}') as { offers: { url: string }; image?: string[] };
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical?.startsWith(url('/produit/VP00001'))).toBe(true);
    expect(data.offers.url).toBe(canonical);
    expect(data.image?.length).toBeGreaterThan(0);
    for (const image of data.image ?? []) expect(image.startsWith(url('/'))).toBe(true);
    expect(html).not.toContain('attacker.example');
  });

  it('serves robots.txt and sitemap.xml, not the page shell', async () => {
    const robots = await page.request.get(url('/robots.txt'));
    expect(await robots.text()).toContain(`Sitemap: ${url('/sitemap.xml')}`);
    const sitemap = await page.request.get(url('/sitemap.xml'));
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${url('/catalogue')}</loc>`);
  });
});
