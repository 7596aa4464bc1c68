import * as v from 'valibot';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS, type CatalogueFilter } from '@otech/domain';

// The catalogue's state lives in the URL query (issue #4) so that a search can be shared and the
// back button works. Anything unreadable in a hand-edited URL falls back to its default.
const pageSchema = v.fallback(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), 1);
const priceSchema = v.fallback(
  v.optional(v.pipe(v.string(), v.toNumber(), v.minValue(0))),
  undefined,
);

const CatalogueQuerySchema = v.object({
  page: pageSchema,
  search: v.fallback(v.string(), ''),
  category: v.fallback(v.string(), 'all'),
  brand: v.fallback(v.optional(v.string()), undefined),
  reference: v.fallback(v.optional(v.string()), undefined),
  ean: v.fallback(v.optional(v.string()), undefined),
  model: v.fallback(v.optional(v.string()), undefined),
  type: v.fallback(v.optional(v.string()), undefined),
  minPrice: priceSchema,
  maxPrice: priceSchema,
  inStockOnly: v.fallback(v.pipe(v.string(), v.transform((value) => value === 'true')), false),
  sort: v.fallback(v.picklist(CATALOGUE_SORTS), 'name'),
});

export type CatalogueQuery = v.InferOutput<typeof CatalogueQuerySchema> & {
  pageSize: number;
  /** Set by the screen, never by the URL: the user dashboard's search also reads descriptions (spec 2 §5). */
  searchDescription?: boolean;
};

export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const raw = Object.fromEntries([...params.entries()].filter(([, value]) => value !== ''));
  return { ...v.parse(CatalogueQuerySchema, raw), pageSize: CATALOGUE_PAGE_SIZE };
}

export type CatalogueLocation = CatalogueFilter & { page: number };

/**
 * Writes only what differs from the defaults, so the plain catalogue stays at a bare `/catalogue`;
 * a cleared field (undefined) is its default.
 */
export function writeCatalogueQuery(query: CatalogueLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.category && query.category !== 'all') params.set('category', query.category);
  for (const key of ['brand', 'reference', 'ean', 'model', 'type'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.inStockOnly) params.set('inStockOnly', 'true');
  if (query.sort && query.sort !== 'name') params.set('sort', query.sort);
  return params;
}

/**
 * The address of a catalogue query on the page a visitor is on (/catalogue or /produits): a bare
 * path for the plain catalogue, as the address a link to it gives.
 */
export function catalogueHref(path: string, query: CatalogueLocation): string {
  const search = writeCatalogueQuery(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Spec 1 §4 "Filters": changing a filter, the search, the brand or the sort goes back to page 1. */
export function changeFilters(current: CatalogueQuery, change: CatalogueFilter): CatalogueLocation {
  return { ...current, ...change, page: 1 };
}

/**
 * What a catalogue screen hands its toolbar and paginator: the query in force and its moves, each
 * written through `go` (a new filter goes back to page 1, spec 1 §4).
 */
export function catalogueMoves(query: CatalogueQuery, go: (next: CatalogueLocation) => void) {
  return {
    filters: query,
    page: query.page,
    onFiltersChange: (change: CatalogueFilter) => go(changeFilters(query, change)),
    onPageChange: (page: number) => go({ ...query, page }),
  };
}

const PAGE_SIZE_PARAM = 'parPage';

/** The page size a URL asks for, when it is one of the screen's options; else the screen's default. */
export function readPageSize(params: URLSearchParams, options: readonly number[], fallback: number): number {
  const asked = Number(params.get(PAGE_SIZE_PARAM));
  return options.includes(asked) ? asked : fallback;
}

/** The query with the page size written, or left out when it is the default. */
export function writePageSize(params: URLSearchParams, pageSize: number, fallback: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pageSize === fallback) next.delete(PAGE_SIZE_PARAM);
  else next.set(PAGE_SIZE_PARAM, String(pageSize));
  return next;
}
