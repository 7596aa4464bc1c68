import type { Product } from '../schemas/product.ts';
import { foldAccents } from './foldAccents.ts';
import { isInStock } from './stock.ts';
import { onFirstUse } from '../format/onFirstUse.ts';
import { CATEGORY_LIST_SEPARATOR } from './userDashboardCategories.ts';

/** Sort options of both catalogues (spec 1 §2, spec 2 §2.5). */
export const CATALOGUE_SORTS = ['name', 'price-asc', 'price-desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The product types of the catalogue (data/README: `type` column) as the advanced search offers them. */
export const PRODUCT_TYPE_LABELS: Readonly<Record<string, string>> = {
  pile: 'Pile',
  batterie: 'Batterie',
  chargeur: 'Chargeur',
  accessoire: 'Accessoire',
};

/** Select values meaning "no filter" (spec 1 §5: "all" is not sent; spec 2 §4: "Toutes" or "all"). */
export const ALL_FILTER_VALUES: readonly string[] = ['all', 'toutes'];

export interface CatalogueFilter {
  search?: string | undefined;
  /** The search also reads the description (the user dashboard's search, spec 2 §5). */
  searchDescription?: boolean | undefined;
  /** A rayon code, or several joined by CATEGORY_LIST_SEPARATOR (the user dashboard's choices, spec 2 §2.4). */
  category?: string | undefined;
  brand?: string | undefined;
  /** Advanced search (spec 1 §2): part of the reference, the EAN or the model; the type exactly. */
  reference?: string | undefined;
  ean?: string | undefined;
  model?: string | undefined;
  type?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStockOnly?: boolean | undefined;
  sort?: CatalogueSort | undefined;
}

/** Filters typed as free text, and filters chosen in a select (where "all" means none). */
const TEXT_FILTERS = ['search', 'reference', 'ean', 'model'] as const;
const SELECT_FILTERS = ['category', 'type', 'brand'] as const;

export type CatalogueProduct = Pick<Product, 'name' | 'reference' | 'category' | 'price'> &
  Partial<Pick<Product, 'ean' | 'model' | 'type' | 'brand' | 'inStock' | 'stock' | 'description'>>;

/**
 * The catalogue's text folding: case and accents are ignored so that "batterie" finds "Batterie"
 * and "generique" "Générique". Exported for indexes that precompute folded texts and must fold alike.
 */
export function foldCatalogueText(text: string | undefined): string {
  return foldAccents(text ?? '').trim();
}

/** A select value that filters: not blank and not "all"/"Toutes". */
export function activeFilterValue(value: string | undefined): string | undefined {
  const folded = foldCatalogueText(value);
  return folded === '' || ALL_FILTER_VALUES.includes(folded) ? undefined : folded;
}

// The matchers fold the filter's side once, when built; only the product's side is folded per product.
function textMatcher(search: string | undefined): ((fields: readonly (string | undefined)[]) => boolean) | undefined {
  const needle = foldCatalogueText(search);
  return needle === '' ? undefined : (fields) => fields.some((field) => foldCatalogueText(field).includes(needle));
}

function valueMatcher(selected: string | undefined): ((field: string | undefined) => boolean) | undefined {
  const wanted = activeFilterValue(selected);
  return wanted === undefined ? undefined : (field) => foldCatalogueText(field) === wanted;
}

/** The category filter: equal to one of the listed rayon codes, ignoring case. */
function categoryMatcher(selected: string | undefined): ((field: string | undefined) => boolean) | undefined {
  const wanted = activeFilterValue(selected);
  if (wanted === undefined) return undefined;
  const codes = new Set(wanted.split(CATEGORY_LIST_SEPARATOR).map((code) => code.trim()));
  return (field) => codes.has(foldCatalogueText(field));
}

/**
 * Catalogue filter of spec 1 §2 and §7: search over name, reference, EAN and model (and the
 * description where the filter asks, as the user dashboard's search does, spec 2 §5); the advanced
 * search's reference, EAN and model (each contained, ignoring case); category (one of its listed
 * codes), type and brand (equal, ignoring case; "all" means none); price bounds inclusive; in-stock only. The
 * filter's values are folded once here, so running the predicate over 40,000 products folds only
 * the products.
 */
export function compileCatalogueFilter(filter: CatalogueFilter): (product: CatalogueProduct) => boolean {
  const text = textMatcher(filter.search);
  const searched =
    filter.searchDescription === true
      ? (product: CatalogueProduct) => [product.name, product.reference, product.ean, product.model, product.description]
      : (product: CatalogueProduct) => [product.name, product.reference, product.ean, product.model];
  const category = categoryMatcher(filter.category);
  const brand = valueMatcher(filter.brand);
  const type = valueMatcher(filter.type);
  const reference = textMatcher(filter.reference);
  const ean = textMatcher(filter.ean);
  const model = textMatcher(filter.model);
  const { minPrice, maxPrice } = filter;
  const inStockOnly = filter.inStockOnly === true;
  return (product) =>
    (!text || text(searched(product))) &&
    (!category || category(product.category)) &&
    (!brand || brand(product.brand)) &&
    (!type || type(product.type)) &&
    (!reference || reference([product.reference])) &&
    (!ean || ean([product.ean])) &&
    (!model || model([product.model])) &&
    (minPrice === undefined || product.price >= minPrice) &&
    (maxPrice === undefined || product.price <= maxPrice) &&
    (!inStockOnly || isInStock(product));
}

/** One product against the filter; to test many products, compile the filter once instead. */
export function matchesCatalogueFilter(product: CatalogueProduct, filter: CatalogueFilter): boolean {
  return compileCatalogueFilter(filter)(product);
}

const nameCollator = onFirstUse(() => new Intl.Collator('fr', { sensitivity: 'accent', numeric: true }));

/** Comparator of a sort option: name ignoring case, or price up or down (spec 1 §2). */
export function catalogueComparator(sort: CatalogueSort): (a: CatalogueProduct, b: CatalogueProduct) => number {
  switch (sort) {
    case 'name':
      return (a, b) => nameCollator().compare(a.name, b.name);
    case 'price-asc':
      return (a, b) => a.price - b.price;
    case 'price-desc':
      return (a, b) => b.price - a.price;
  }
}

/** Filters then sorts (a stable sort: equal items keep the catalogue order). */
export function queryCatalogue<P extends CatalogueProduct>(products: readonly P[], filter: CatalogueFilter): P[] {
  const found = products.filter(compileCatalogueFilter(filter));
  return filter.sort ? found.sort(catalogueComparator(filter.sort)) : found;
}

/**
 * Query parameters of a catalogue request (spec 1 §5): blank search and "all" category are not
 * sent, nor any other empty value.
 */
export function catalogueSearchParams(filter: CatalogueFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of TEXT_FILTERS) {
    const value = (filter[key] ?? '').trim();
    if (value !== '') params[key] = value;
  }
  for (const key of SELECT_FILTERS) {
    const value = (filter[key] ?? '').trim();
    if (activeFilterValue(value) !== undefined) params[key] = value;
  }
  if (filter.minPrice !== undefined) params['minPrice'] = String(filter.minPrice);
  if (filter.maxPrice !== undefined) params['maxPrice'] = String(filter.maxPrice);
  if (filter.inStockOnly) params['inStockOnly'] = 'true';
  if (filter.searchDescription && params['search'] !== undefined) params['searchDescription'] = 'true';
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

/** Said under the price bounds when the minimum is above the maximum: nothing can match. */
export const PRICE_RANGE_INVERTED_MESSAGE = 'Le prix minimum est supérieur au prix maximum.';

/** The advanced search's price bounds check: the French message, or null when they can match. */
export function priceRangeError(filter: Pick<CatalogueFilter, 'minPrice' | 'maxPrice'>): string | null {
  const { minPrice, maxPrice } = filter;
  return minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? PRICE_RANGE_INVERTED_MESSAGE : null;
}

/** Whether any filter narrows the catalogue: an empty result then offers to clear them. The sort is a view, not a filter. */
export function hasActiveCatalogueFilter(filter: CatalogueFilter): boolean {
  return (
    TEXT_FILTERS.some((key) => (filter[key] ?? '').trim() !== '') ||
    SELECT_FILTERS.some((key) => activeFilterValue(filter[key]) !== undefined) ||
    filter.minPrice !== undefined ||
    filter.maxPrice !== undefined ||
    filter.inStockOnly === true
  );
}

/** The change that clears every filter and keeps the sort. */
export const CLEARED_CATALOGUE_FILTER: CatalogueFilter = {
  search: undefined,
  reference: undefined,
  ean: undefined,
  model: undefined,
  category: undefined,
  type: undefined,
  brand: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStockOnly: undefined,
};
