import type { Product } from '../schemas/product.ts';
import { isInStock } from './stock.ts';

/** Sort options of both catalogues (spec 1 §2, spec 2 §2.5). */
export const CATALOGUE_SORTS = ['name', 'price-asc', 'price-desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** Select values meaning "no filter" (spec 1 §5: "all" is not sent; spec 2 §4: "Toutes" or "all"). */
export const ALL_FILTER_VALUES: readonly string[] = ['all', 'toutes'];

export interface CatalogueFilter {
  search?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStockOnly?: boolean | undefined;
  sort?: CatalogueSort | undefined;
}

export type CatalogueProduct = Pick<Product, 'name' | 'reference' | 'category' | 'price'> &
  Partial<Pick<Product, 'ean' | 'model' | 'brand' | 'inStock' | 'stock' | 'description'>>;

// Case and accents are ignored so that "batterie" finds "Batterie" and "generique" "Générique".
function fold(text: string | undefined): string {
  return (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** A select value that filters: not blank and not "all"/"Toutes". */
export function activeFilterValue(value: string | undefined): string | undefined {
  const folded = fold(value);
  return folded === '' || ALL_FILTER_VALUES.includes(folded) ? undefined : folded;
}

function matchesText(fields: readonly (string | undefined)[], search: string | undefined): boolean {
  const needle = fold(search);
  return needle === '' || fields.some((field) => fold(field).includes(needle));
}

function matchesValue(field: string | undefined, selected: string | undefined): boolean {
  const wanted = activeFilterValue(selected);
  return wanted === undefined || fold(field) === wanted;
}

/**
 * Catalogue filter of spec 1 §2 and §7: search over name, reference, EAN and model; category and
 * brand (equal, ignoring case; "all" means none); price bounds inclusive; in-stock only.
 */
export function matchesCatalogueFilter(product: CatalogueProduct, filter: CatalogueFilter): boolean {
  return (
    matchesText([product.name, product.reference, product.ean, product.model], filter.search) &&
    matchesValue(product.category, filter.category) &&
    matchesValue(product.brand, filter.brand) &&
    (filter.minPrice === undefined || product.price >= filter.minPrice) &&
    (filter.maxPrice === undefined || product.price <= filter.maxPrice) &&
    (!filter.inStockOnly || isInStock(product))
  );
}

const nameCollator = new Intl.Collator('fr', { sensitivity: 'accent', numeric: true });

/** Comparator of a sort option: name ignoring case, or price up or down (spec 1 §2). */
export function catalogueComparator(sort: CatalogueSort): (a: CatalogueProduct, b: CatalogueProduct) => number {
  switch (sort) {
    case 'name':
      return (a, b) => nameCollator.compare(a.name, b.name);
    case 'price-asc':
      return (a, b) => a.price - b.price;
    case 'price-desc':
      return (a, b) => b.price - a.price;
  }
}

/** Filters then sorts (a stable sort: equal items keep the catalogue order). */
export function queryCatalogue<P extends CatalogueProduct>(products: readonly P[], filter: CatalogueFilter): P[] {
  const found = products.filter((product) => matchesCatalogueFilter(product, filter));
  return filter.sort ? found.sort(catalogueComparator(filter.sort)) : found;
}

/**
 * User-dashboard filter (spec 2 §5): the search matches name or description, the category is
 * equal; both ignore case.
 */
export function matchesUserDashboardFilter(
  product: Pick<CatalogueProduct, 'name' | 'description' | 'category'>,
  search: string | undefined,
  category: string | undefined,
): boolean {
  return matchesText([product.name, product.description], search) && matchesValue(product.category, category);
}

/**
 * Query parameters of a catalogue request (spec 1 §5): blank search and "all" category are not
 * sent, nor any other empty value.
 */
export function catalogueSearchParams(filter: CatalogueFilter): Record<string, string> {
  const params: Record<string, string> = {};
  const search = (filter.search ?? '').trim();
  if (search !== '') params['search'] = search;
  for (const key of ['category', 'brand'] as const) {
    const value = (filter[key] ?? '').trim();
    if (activeFilterValue(value) !== undefined) params[key] = value;
  }
  if (filter.minPrice !== undefined) params['minPrice'] = String(filter.minPrice);
  if (filter.maxPrice !== undefined) params['maxPrice'] = String(filter.maxPrice);
  if (filter.inStockOnly) params['inStockOnly'] = 'true';
  if (filter.sort) params['sort'] = filter.sort;
  return params;
}

/** The catalogue's filter with its 1-based page. */
export interface CatalogueView extends CatalogueFilter {
  page: number;
}

/** Changing a filter, the search, the brand or the sort goes back to page 1 (spec 1 §4, spec 2 §4). */
export function changeCatalogueFilter(view: CatalogueView, change: CatalogueFilter): CatalogueView {
  return { ...view, ...change, page: 1 };
}
