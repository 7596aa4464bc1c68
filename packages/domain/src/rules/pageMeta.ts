import type { Product } from '../schemas/product.ts';
import { formatEurosHT } from '../format/numbers.ts';
import { RAYON_LABELS } from './rayons.ts';

/** Search engines show about 155 characters of a description; a longer one is cut at a word. */
export const META_DESCRIPTION_MAX = 155;

/** One line of at most META_DESCRIPTION_MAX characters, cut after a whole word with an ellipsis. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_MAX) return line;
  const cut = line.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A product page's description: what it is, its reference and price excl. VAT, then its own description. */
export function productMetaDescription(product: Pick<Product, 'name' | 'reference' | 'brand' | 'price' | 'description'>): string {
  // Many names already end with their brand ("… 1575 mAh Ansmann"): it is not said twice.
  const brand = product.brand && !product.name.toLowerCase().includes(product.brand.toLowerCase()) ? ` ${product.brand}` : '';
  const lead = `${product.name}${brand}, réf. ${product.reference}, ${formatEurosHT(product.price)}.`;
  return metaDescription(product.description ? `${lead} ${product.description}` : lead);
}

/**
 * The catalogue's query words that make a distinct page for a search engine: the category and
 * the page. A search, a filter or a sort is the same page seen differently, so its canonical
 * link drops them.
 */
const CANONICAL_CATALOGUE_KEYS = ['category', 'page'] as const;

/** The canonical query of a catalogue URL (`?category=vp&page=2`, or '' for the plain catalogue). */
export function canonicalCatalogueSearch(params: { get(key: string): string | null }): string {
  const kept: string[] = [];
  for (const key of CANONICAL_CATALOGUE_KEYS) {
    const value = params.get(key)?.trim();
    if (value && !(key === 'page' && value === '1') && !(key === 'category' && value === 'all')) kept.push(`${key}=${encodeURIComponent(value)}`);
  }
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** A page's title (before the site's name) and its description for search results. */
export interface PageMeta {
  title: string;
  description: string;
}

export const CATALOGUE_META: PageMeta = {
  title: 'Catalogue de Batteries',
  description: 'Catalogue OTECH : piles, batteries et chargeurs pour professionnels, avec prix HT, stock et fiches techniques.',
};

/** The catalogue page the address asks for when it is page 2 or later (a head names it), else undefined. */
export function catalogueLaterPage(params: { get(key: string): string | null }): number | undefined {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/**
 * The catalogue's title and description for its canonical query (category and page): each category
 * page, and each of its pages, is its own page for a search engine, so it gets its own title and
 * description. Only the spec's rayons are named: an unknown code in the address is never echoed.
 */
export function catalogueMeta(params: { get(key: string): string | null }): PageMeta {
  const code = params.get('category')?.trim() ?? '';
  const label = Object.hasOwn(RAYON_LABELS, code) ? RAYON_LABELS[code] : undefined;
  const page = catalogueLaterPage(params);
  const paged = page === undefined ? '' : `, page ${page}`;
  if (label === undefined && paged === '') return CATALOGUE_META;
  return {
    title: `${label === undefined ? '' : `${label} - `}${CATALOGUE_META.title}${paged}`,
    description: metaDescription(
      `${label ?? 'Piles, batteries et chargeurs'} pour les professionnels dans le catalogue OTECH${paged} : prix HT, stock et fiches techniques.`,
    ),
  };
}
