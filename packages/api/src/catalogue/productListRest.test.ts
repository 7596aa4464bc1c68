import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsonServer from 'json-server';
import type { Product } from '@otech/domain';
import { readSeedSources } from '../seed/sources.ts';
import { CatalogueRest, caseIgnoringText, VIEW_CACHE_SIZE } from './catalogueRest.ts';
import { answerProductList, restQueryOf } from './productListRest.ts';
import { literalPattern } from '../routes/jsonServer.ts';

const DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');

let products: Product[];
const servers: Server[] = [];
let ours: string;
let theirs: string;

async function listen(app: ReturnType<typeof jsonServer.create>): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  ({ products } = await readSeedSources(DATA));
  const rest = new CatalogueRest(products);
  const ourApp = jsonServer.create();
  ourApp.get('/products', (req, res) => answerProductList(req, res, rest));
  ours = await listen(ourApp);
  // json-server's router as the API mounted it before: `_like` values escaped into literals.
  const theirApp = jsonServer.create();
  theirApp.use((req, _res, next) => {
    for (const [key, value] of Object.entries(req.query)) if (key.endsWith('_like')) req.query[key] = literalPattern(value as string);
    next();
  });
  const router = jsonServer.router({ products: structuredClone(products) });
  // As the API renders it (jsonServer.ts): plain JSON, never JSONP.
  router.render = (_req, res) => {
    res.json(res.locals['data']);
  };
  theirApp.use(router);
  theirs = await listen(theirApp);
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function answer(base: string, query: string) {
  const response = await fetch(`${base}/products?${query}`);
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    total: response.headers.get('x-total-count'),
    exposed: response.headers.get('access-control-expose-headers'),
    link: response.headers.get('link')?.replaceAll(base, ''),
  };
}

describe("GET /products with json-server's parameters, answered from the precomputed views", () => {
  it.each([
    '',
    'q=cr2032',
    'q=LITHIUM&_page=2&_limit=5',
    'q=télécommandes',
    'q=2.23',
    'q=true',
    'q=rohs&_sort=price&_order=desc&_limit=7',
    // Accents, case, one or two characters, digits, punctuation and spaces: the q index against json-server.
    'q=TÉLÉCOMMANDES',
    'q=é',
    'q=É&_limit=3',
    'q=à +',
    'q=e',
    'q=x',
    'q=Ah',
    'q=3',
    'q=12',
    'q=3760000000017',
    'q=2,3 Ah',
    'q=°C',
    'q=-20',
    `q=${encodeURIComponent("l'abri")}`,
    `q=${encodeURIComponent('99 %')}`,
    `q=${encodeURIComponent('iec 62133&')}`,
    'q=(',
    'q=Ωz',
    'category=vp',
    'category=vp&brand=GP Batteries&_page=1',
    'price=2.23',
    'inStock=false',
    'stock=168',
    'specifications.lifecycle=Usage unique',
    'certifications=CE,RoHS',
    'nowhere=1',
    'callback=x&category=vc',
    'voltage_ne=3&_limit=20',
    'price_gte=10&price_lte=20',
    'name_gte=P&name_lte=Q',
    'voltage_gte=12',
    'name_like=cr2032',
    'name_like=(blister',
    'description_like=Pile. ',
    'capacity_like=',
    'model_like=2&q=gp&category=vp',
    '_sort=price',
    '_sort=brand,price&_order=asc,desc&_page=3&_limit=9',
    '_sort=voltage&_order=desc',
    '_sort=capacity,name',
    '_sort=inStock,stock&_order=desc',
    '_page=4',
    '_page=999&_limit=10',
    '_page=1&_limit=1000',
    '_start=10&_end=15',
    '_start=310&_limit=20',
    '_end=3',
    '_limit=1',
  ])('answers %s as json-server does', async (query) => {
    const [mine, reference] = await Promise.all([answer(ours, query), answer(theirs, query)]);
    expect(mine).toEqual(reference);
  });

  it('holds a query of the seed to the records it names (a check that could pass on two empty answers would prove nothing)', async () => {
    const { body, total } = await answer(ours, 'category=vp&_sort=price&_page=1&_limit=3');
    expect((body as Product[]).map((product) => product.category)).toEqual(['vp', 'vp', 'vp']);
    expect(Number(total)).toBe(products.filter((product) => product.category === 'vp').length);
  });
});

describe('filters and sorts on names no record holds (issue 27)', () => {
  it.each([
    ['nothing_like=a&a_gte=1&b_lte=1&c_ne=1&_limit=5', '_limit=5'],
    ['category=vp&made_up_gte=1', 'category=vp'],
    ['_sort=price,price,price&_order=desc,asc&_limit=9', '_sort=price&_order=desc&_limit=9'],
  ])('answers %s as json-server answers %s: an operator on an unknown name is ignored as a plain filter is, a repeated sort field adds nothing', async (query, same) => {
    const [mine, reference] = await Promise.all([answer(ours, query), answer(theirs, same)]);
    expect({ ...mine, link: undefined }).toEqual({ ...reference, link: undefined });
    expect((mine.body as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('a _like text compared case ignored', () => {
  it.each([
    ['pile', 'PILE lithium'],
    ['é', 'CAPACITÉ'],
    ['ss', 'Straße'],
    ['s', 'ſ'],
    ['i', 'ı'],
    ['k', '\u212a'],
    ['σ', 'ΣΑΣ'],
    ['ǆ', 'ǅ'],
  ])('finds %s in %s exactly when a case-ignoring regular expression does', (needle, text) => {
    expect(caseIgnoringText(text).includes(caseIgnoringText(needle))).toBe(new RegExp(literalPattern(needle), 'i').test(text));
  });
});

describe('the work of a product list request at catalogue scale', () => {
  const COUNT = 40_000;
  let rest: CatalogueRest;
  beforeAll(() => {
    const big: Product[] = Array.from({ length: COUNT }, (_unused, n) => {
      const model = products[n % products.length] as Product;
      return { ...model, id: `P${n}`, reference: `R${n}`, name: `${model.name} n°${n}`, category: n % 100 === 0 ? 'rare' : model.category };
    });
    rest = new CatalogueRest(big);
  });
  const examined = (query: Record<string, string>) => {
    const work = { examined: 0 };
    const found = rest.matching(restQueryOf(query, rest), work);
    return { found: found.length, examined: work.examined };
  };

  it('reads no record for a search that nothing matches, nor for an equality filter: the views answer', () => {
    expect(examined({ q: 'zzzz' })).toEqual({ found: 0, examined: 0 });
    expect(examined({ name_like: 'zzzz' })).toEqual({ found: 0, examined: 0 });
    expect(examined({ category: 'rare' })).toEqual({ found: 400, examined: 0 });
    expect(examined({ _sort: 'price', _limit: '1' })).toEqual({ found: COUNT, examined: 0 });
  });

  it('reads only the records the narrowest view gives when filters combine', () => {
    expect(examined({ category: 'rare', price_gte: '10' }).examined).toBe(400);
    expect(examined({ name_like: 'n°3999', category: 'rare' }).examined).toBe(2 * 11);
  });

  it('keeps no view for a made-up name and at most its bound of sorted views, however many different queries arrive', () => {
    // A smaller catalogue: each distinct sort is a full sort.
    const fresh = new CatalogueRest(rest.products.slice(0, 2000));
    const views = fresh as unknown as Record<'columns' | 'ranks' | 'results' | 'likeTexts', { size: number }>;
    for (let n = 0; n < 100; n += 1) {
      fresh.matching(restQueryOf({ [`made${n}_gte`]: '1', [`up${n}_like`]: 'a', [`x${n}_ne`]: '1', _limit: '1' }, fresh));
      const fields = ['price', 'name', 'stock', 'voltage', 'brand'];
      const sort = [fields[n % 5], fields[(n + 1 + (n >> 2)) % 5], fields[(n + 2 + (n >> 4)) % 5]].join(',');
      fresh.matching(restQueryOf({ _sort: sort, _order: (n & 1) === 0 ? 'asc,desc' : 'desc,asc,desc' }, fresh));
    }
    expect(views.likeTexts.size).toBe(0);
    expect(views.columns.size).toBeLessThanOrEqual(VIEW_CACHE_SIZE.columns);
    expect(views.ranks.size).toBe(VIEW_CACHE_SIZE.ranks);
    expect(views.results.size).toBe(VIEW_CACHE_SIZE.results);
  });

  it('reads nothing again for the next page of the same query, until the catalogue changes', () => {
    examined({ q: 'lithium', _page: '1' });
    expect(examined({ q: 'lithium', _page: '2' }).examined).toBe(0);
    expect(examined({ category: 'rare', price_gte: '10', _page: '9' }).examined).toBe(0);
  });
});
