import { foldAccents } from './foldAccents.ts';
import type { Product } from '../schemas/product.ts';
import type { ReferencementInput, ReferencementRow } from '../schemas/referencement.ts';
import { catalogueLaterPage, catalogueMeta, META_DESCRIPTION_MAX, metaDescription } from './pageMeta.ts';
import { productAddress } from './sitemap.ts';

/** What search engines show of a title and a description: longer ones are cut in the results. */
export const SEO_HINTS = { titre: 60, description: META_DESCRIPTION_MAX } as const;

/** A page's words as a URL slug: lowercase, accents dropped, words joined by hyphens. */
export function slugify(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** The length hint beside a field: the count against what search engines show, and whether it is cut. */
export function seoLengthHint(value: string, ideal: number): { text: string; tooLong: boolean } {
  const length = value.trim().length;
  const tooLong = length > ideal;
  return { text: `${length}/${ideal} caractères${tooLong ? ' : trop long, il sera coupé' : ''}`, tooLong };
}

/** The entry a page gets when the administration wrote none: its name, its own description, its slug. */
export function derivedReferencement(libelle: string, description: string): ReferencementInput {
  return { titre: libelle, description: metaDescription(description || libelle), slug: slugify(libelle) };
}

/** What a public page's head says: its title and its description for search results. */
export interface SeoHead {
  title: string;
  description: string;
  /** True when the title is the administration's, to be used as written (no " | OTECH" added). */
  written: boolean;
}

type UsedEntry = Pick<ReferencementRow, 'titre' | 'description' | 'slug' | 'personnalise'>;

/**
 * A public page's head: the title and description the administration wrote in /admin/referencement,
 * else the page's own (derived from its data, as before any entry is written).
 */
export function seoHead(own: Omit<SeoHead, 'written'>, entry: UsedEntry | undefined): SeoHead {
  return entry?.personnalise ? { title: entry.titre, description: entry.description, written: true } : { ...own, written: false };
}

/**
 * A catalogue page's head: its own (catalogueMeta, which numbers the pages), or the rayon's written
 * one with the page number added from page 2 on, so that no two pages of a category share a title
 * or a description (issue #10).
 */
export function catalogueSeoHead(params: { get(key: string): string | null }, entry: UsedEntry | undefined): SeoHead {
  const head = seoHead(catalogueMeta(params), entry);
  const page = catalogueLaterPage(params);
  if (!head.written || page === undefined) return head;
  return { title: `${head.title}, page ${page}`, description: `Page ${page} : ${head.description}`, written: true };
}

/** A product page's canonical address from its entry (productAddress): the slug counts once written. */
export function productCanonicalPath(product: Pick<Product, 'id'>, entry: Pick<ReferencementRow, 'slug' | 'personnalise'> | undefined): string {
  return productAddress(product, entry?.personnalise ? entry.slug : undefined);
}
