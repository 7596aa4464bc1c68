import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  productPath,
  SITEMAP_PRODUCTS_PER_FILE,
  sitemapIndex,
  sitemapPlan,
  sitemapProductPage,
  sitemapUrlset,
} from './sitemap.ts';
import { productCanonicalPath } from './referencement.ts';

const rayons = [
  { nom_du_rayon: 'vp', actif: true },
  { nom_du_rayon: 'vc' },
  { nom_du_rayon: 'VX', actif: true },
  { nom_du_rayon: 'pv', actif: false },
];
const products = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `P${i + 1}`, reference: `REF-${i + 1}` }));
const NO_SLUGS = new Map<string, string>();

describe('sitemap (issue #10)', () => {
  it('lists the public pages, each category a buyer can choose and every product in one file', () => {
    const plan = sitemapPlan(products(3), rayons, NO_SLUGS);
    expect(plan).toEqual({
      kind: 'urlset',
      paths: [
        '/',
        '/catalogue',
        '/contact',
        '/mentions-legales',
        '/conditions-generales',
        '/politique-confidentialite',
        '/catalogue?category=vp',
        '/catalogue?category=vc',
        '/product/P1',
        '/product/P2',
        '/product/P3',
      ],
    });
  });

  it('lists a product under its slug address once /admin/referencement wrote a slug, as its canonical link names it (issue 9)', () => {
    const slugs = new Map([['REF-2', 'pile-aa-lr6']]);
    const plan = sitemapPlan(products(3), rayons, slugs);
    expect(plan.kind === 'urlset' && plan.paths.slice(-3)).toEqual(['/product/P1', '/produit/P2/pile-aa-lr6', '/product/P3']);
    expect(sitemapProductPage(products(3), 1, slugs)?.[1]).toBe(productCanonicalPath({ id: 'P2' }, { slug: 'pile-aa-lr6', personnalise: true }));
    // A slug written for a reference no product has changes nothing.
    expect(sitemapProductPage(products(1), 1, new Map([['REF-9', 'autre']]))).toEqual(['/product/P1']);
  });

  it(`becomes an index of the pages and ${SITEMAP_PRODUCTS_PER_FILE} products per file above that many products`, () => {
    expect(sitemapPlan(products(SITEMAP_PRODUCTS_PER_FILE), rayons, NO_SLUGS).kind).toBe('urlset');
    const catalogue = products(SITEMAP_PRODUCTS_PER_FILE * 2 + 1);
    expect(sitemapPlan(catalogue, rayons, NO_SLUGS)).toEqual({
      kind: 'index',
      pagesPath: '/sitemap-pages.xml',
      productFiles: ['/sitemap-products-1.xml', '/sitemap-products-2.xml', '/sitemap-products-3.xml'],
    });
    expect(sitemapProductPage(catalogue, 1, NO_SLUGS)).toHaveLength(SITEMAP_PRODUCTS_PER_FILE);
    expect(sitemapProductPage(catalogue, 2, NO_SLUGS)?.[0]).toBe(`/product/P${SITEMAP_PRODUCTS_PER_FILE + 1}`);
    expect(sitemapProductPage(catalogue, 3, NO_SLUGS)).toEqual([`/product/P${SITEMAP_PRODUCTS_PER_FILE * 2 + 1}`]);
    expect(sitemapProductPage(catalogue, 4, NO_SLUGS)).toBeUndefined();
    expect(sitemapProductPage(catalogue, 0, NO_SLUGS)).toBeUndefined();
  });

  it('writes absolute, XML-escaped locations in the sitemap namespace', () => {
    const xml = sitemapUrlset('https://shop.example', [productPath({ id: 'A&B <1>' }), categoryPath('v&p')]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://shop.example/product/A%26B%20%3C1%3E</loc>');
    expect(xml).toContain('<loc>https://shop.example/catalogue?category=v%26p</loc>');
    expect(sitemapIndex('https://shop.example', ['/sitemap-pages.xml'])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://shop.example/sitemap-pages.xml</loc></sitemap>',
    );
  });
});
