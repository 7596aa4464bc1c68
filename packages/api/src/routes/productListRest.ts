import type { Request, Response } from 'express';
import type { CatalogueRest, RestFilter, RestQuery } from '../catalogue/catalogueRest.ts';

/** json-server's paging and sorting words; any other parameter is a filter (checked before, in jsonServer.ts). */
const CONTROL = new Set(['q', '_page', '_limit', '_start', '_end', '_sort', '_order']);
const OPERATOR = /_(like|ne|gte|lte)$/;

/** Most fields one `_sort` orders by (checked with a 400 in jsonServer.ts): each further one is another full sort to keep. */
export const SORT_FIELDS_MAX = 3;

/**
 * The filters json-server applies, only on a path some record holds, `callback` never. json-server
 * itself drops a plain filter on a path no record has; an operator on one (`a_gte`) is dropped
 * too (issue 27): each made-up name would otherwise build a view over the whole catalogue.
 */
function filtersOf(query: Record<string, string>, rest: CatalogueRest): RestFilter[] {
  const filters: RestFilter[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (CONTROL.has(key) || key === 'callback') continue;
    const operator = OPERATOR.exec(key)?.[1] as RestFilter['operator'] | undefined;
    const path = operator ? key.slice(0, -operator.length - 1) : key;
    if (rest.holds(path)) filters.push({ path, operator: operator ?? 'eq', value });
  }
  return filters;
}

/**
 * `_sort`'s fields, each once and at most SORT_FIELDS_MAX (a repeated field orders nothing more),
 * with their order, `asc` unless `desc`: one sorted view per distinct sort, not per spelling.
 */
function sortOf(query: Record<string, string>): Pick<RestQuery, 'sort' | 'orders'> {
  const orders = (query['_order'] ?? '').split(',').map((order) => order.toLowerCase());
  const sort: string[] = [];
  const kept: string[] = [];
  (query['_sort'] ? query['_sort'].split(',') : []).forEach((field, index) => {
    if (sort.includes(field) || sort.length === SORT_FIELDS_MAX) return;
    sort.push(field);
    kept.push(orders[index] === 'desc' ? 'desc' : 'asc');
  });
  return { sort, orders: kept };
}

export function restQueryOf(query: Record<string, string>, rest: CatalogueRest): RestQuery {
  return { q: query['q'], filters: filtersOf(query, rest), ...sortOf(query) };
}

/** json-server 0.17's `getPage`: its items and the neighbours it links to. */
function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const start = (page - 1) * perPage;
  const end = page * perPage;
  const slice = items.slice(start, end);
  if (slice.length === 0) return { items: slice, links: {} };
  const whole = slice.length === items.length;
  return {
    items: slice,
    current: page,
    links: {
      ...(whole ? {} : { first: 1 }),
      ...(page > 1 ? { prev: page - 1 } : {}),
      ...(end < items.length ? { next: page + 1 } : {}),
      ...(whole ? {} : { last: Math.ceil(items.length / perPage) }),
    } as Record<string, number>,
  };
}

/**
 * `GET /products?…` as json-server's router answers it: the same records in the same order, the
 * same slice, `X-Total-Count`, `Link` and `Access-Control-Expose-Headers`, from CatalogueRest.
 */
export function answerProductList(req: Request, res: Response, rest: CatalogueRest): void {
  const query = req.query as Record<string, string>;
  const matching = rest.matching(restQueryOf(query, rest));
  const { _page, _limit, _start, _end } = query;
  if (_end || _limit || _page) {
    res.setHeader('X-Total-Count', matching.length);
    res.setHeader('Access-Control-Expose-Headers', `X-Total-Count${_page ? ', Link' : ''}`);
  }
  let positions: readonly number[] = matching;
  if (_page) {
    const page = pageOf(matching, Number.parseInt(_page, 10), Number.parseInt(_limit ?? '', 10) || 10);
    // json-server writes absolute links from the Host header; a link relative to the answer's
    // own address (RFC 8288) names the same page without trusting a header anyone sets (issue 27).
    const links = Object.fromEntries(
      Object.entries(page.links).map(([rel, target]) => [rel, req.originalUrl.replace(`page=${page.current}`, `page=${target}`)]),
    );
    res.links(links);
    positions = page.items;
  } else if (_end) {
    positions = matching.slice(Number.parseInt(_start ?? '', 10) || 0, Number.parseInt(_end, 10));
  } else if (_limit) {
    const start = Number.parseInt(_start ?? '', 10) || 0;
    positions = matching.slice(start, start + Number.parseInt(_limit, 10));
  }
  res.json(positions.map((position) => rest.products[position]));
}
