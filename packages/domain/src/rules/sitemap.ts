import type { Product } from '../schemas/product.ts';
import type { Rayon } from '../schemas/rayon.ts';
import { visibleRayons } from './rayons.ts';

/**
 * Most products one sitemap file lists (issue #10). The protocol allows 50,000 URLs and 50 MB per
 * file; 40,000 product URLs keep a file well under both, and above that the sitemap is an index.
 */
export const SITEMAP_PRODUCTS_PER_FILE = 40_000;

/** The public pages worth indexing; sign-in, registration and the private areas are not content. */
export const SITEMAP_STATIC_PATHS: readonly string[] = [
  '/',
  '/catalogue',
  '/contact',
  '/mentions-legales',
  '/conditions-generales',
  '/politique-confidentialite',
];

/** A product's own page (spec 1 §2 `/product/{id}`), its canonical address while no slug is written for it. */
export const productPath = (product: Pick<Product, 'id'>): string => `/product/${encodeURIComponent(product.id)}`;

/** A product page's address with the slug the administration wrote (`/produit/{id}/{slug}`): the one it is known by. */
export const productSlugPath = (product: Pick<Product, 'id'>, slug: string): string => `/produit/${encodeURIComponent(product.id)}/${slug}`;

/** The slugs written in /admin/referencement for products, by product reference (the key they are written under). */
export type ProductSlugs = ReadonlyMap<string, string>;

/** What the sitemap needs of a product: its id for the address, its reference to find its written slug. */
export type SitemapProduct = Pick<Product, 'id' | 'reference'>;

/**
 * A product page's canonical address: its slug address once the administration wrote a slug, else
 * `/product/{id}`. The id stays in the address, so two products of the same name never share one.
 */
export const productAddress = (product: Pick<Product, 'id'>, writtenSlug: string | undefined): string =>
  writtenSlug === undefined ? productPath(product) : productSlugPath(product, writtenSlug);

/** The sitemap lists each product page under its canonical address, as the page's canonical link names it. */
const sitemapProductPath =
  (slugs: ProductSlugs) =>
  (product: SitemapProduct): string =>
    productAddress(product, slugs.get(product.reference));

/**
 * A category's page: the catalogue filtered on that rayon (spec 1 §7), the canonical address its
 * head names (canonicalCatalogueSearch). A rayon's written slug gives it no other address.
 */
export const categoryPath = (code: string): string => `/catalogue?category=${encodeURIComponent(code)}`;

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of absolute URLs, the origin (`https://shop.example`) put before each path. */
export function sitemapUrlset(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`);
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming each sitemap file by its path. */
export function sitemapIndex(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** What `/sitemap.xml` answers, and each page of products when the catalogue needs several files. */
export type SitemapPlan =
  | { kind: 'urlset'; paths: string[] }
  | { kind: 'index'; pagesPath: string; productFiles: string[] };

export const SITEMAP_PAGES_PATH = '/sitemap-pages.xml';
export const sitemapProductsPath = (page: number): string => `/sitemap-products-${page}.xml`;

/** The static pages and one page per category a buyer can choose (excluded and inactive rayons left out). */
export function sitemapPagePaths(rayons: readonly Pick<Rayon, 'nom_du_rayon' | 'actif'>[]): string[] {
  return [...SITEMAP_STATIC_PATHS, ...visibleRayons(rayons).map((rayon) => categoryPath(rayon.nom_du_rayon))];
}

/** Number of product files for a catalogue of `productCount` products (at least one). */
export function sitemapProductFileCount(productCount: number): number {
  return Math.max(1, Math.ceil(productCount / SITEMAP_PRODUCTS_PER_FILE));
}

/** The product paths of product file `page` (from 1), each the page's canonical address, or undefined past the last file. */
export function sitemapProductPage(products: readonly SitemapProduct[], page: number, slugs: ProductSlugs): string[] | undefined {
  if (!Number.isInteger(page) || page < 1 || page > sitemapProductFileCount(products.length)) return undefined;
  const start = (page - 1) * SITEMAP_PRODUCTS_PER_FILE;
  return products.slice(start, start + SITEMAP_PRODUCTS_PER_FILE).map(sitemapProductPath(slugs));
}

/** One file while every product fits in it, else an index of the pages file and the product files. */
export function sitemapPlan(products: readonly SitemapProduct[], rayons: readonly Pick<Rayon, 'nom_du_rayon' | 'actif'>[], slugs: ProductSlugs): SitemapPlan {
  if (products.length <= SITEMAP_PRODUCTS_PER_FILE) {
    return { kind: 'urlset', paths: [...sitemapPagePaths(rayons), ...products.map(sitemapProductPath(slugs))] };
  }
  const files = sitemapProductFileCount(products.length);
  return { kind: 'index', pagesPath: SITEMAP_PAGES_PATH, productFiles: Array.from({ length: files }, (_, i) => sitemapProductsPath(i + 1)) };
}
