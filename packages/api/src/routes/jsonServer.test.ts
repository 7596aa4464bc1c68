import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../../test/helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
});
afterAll(() => t.stop());

const ids = (body: unknown) => (body as { id: string }[]).map((product) => product.id);

describe("json-server's own REST: no request stalls the server", () => {
  it('matches a _like filter as typed, never as a regular expression', async () => {
    expect(ids((await t.call('GET', '/products?name_like=aa lr6')).body)).toEqual(['VP-AA-001']);
    expect(ids((await t.call('GET', '/products?name_like=AA.LR6')).body)).toEqual([]);
    expect(ids((await t.call('GET', '/products?name_like=(')).body)).toEqual([]);
  });

  it('answers a catastrophic pattern at once', async () => {
    const started = performance.now();
    const response = await t.call('GET', `/products?name_like=${encodeURIComponent('(.|.){0,30}QQQ')}&description_like=${encodeURIComponent('(a+)+$')}`);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['_limit', '_limit=abc'],
    ['_limit', '_limit=100000'],
    ['_page', '_page=0'],
    ['_start', '_start=-4'],
    ['_end', '_end=1e9'],
    ['_sort', '_sort=name;drop'],
    ['_sort', '_sort=nothing'],
    ['_sort', '_sort=__proto__'],
    ['_sort', '_sort=price,specifications.x'],
    ['_order', '_order=sideways'],
    ['_embed', '_embed=carts'],
    ['q', `q=${'x'.repeat(201)}`],
    ['q', 'q=a%00b'],
    ['name_like', `name_like=${'x'.repeat(201)}`],
  ])('answers 400 naming %s', async (parameter, query) => {
    const response = await t.call('GET', `/products?${query}`);
    expect(response.status).toBe(400);
    expect((response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toContain(parameter);
  });

  it('still pages, sorts and searches with valid parameters', async () => {
    const page = await t.call('GET', '/products?_sort=price&_order=desc&_page=1&_limit=2');
    expect(ids(page.body)).toEqual(['DC-CAN-005', 'VC-CH-003']);
    expect(page.headers.get('x-total-count')).toBe('5');
    expect((await t.call('GET', '/rayon_produits?_sort=libelle')).status).toBe(200);
    expect((await t.call('GET', '/rayon_produits?_sort=price')).status).toBe(400);
  });

  it('answers from the catalogue as a write left it', async () => {
    for (const query of ['name_like=renommée', 'q=renommée']) {
      expect((await t.call('GET', `/products?${query}&_limit=5`)).headers.get('x-total-count'), query).toBe('0');
    }
    const product = (await t.call('GET', '/products/DC-CAN-005')).body as Record<string, unknown>;
    const admin = await t.adminToken();
    expect((await t.call('PUT', '/products/DC-CAN-005', { token: admin, body: { ...product, name: 'Batterie renommée' } })).status).toBe(200);
    for (const query of ['name_like=renommée', 'q=renommée']) {
      expect(ids((await t.call('GET', `/products?${query}&_limit=5`)).body), query).toEqual(['DC-CAN-005']);
    }
    expect((await t.call('PUT', '/products/DC-CAN-005', { token: admin, body: product })).status).toBe(200);
  });

  it('answers 404, not 405, for a path json-server does not serve, and 405 for a write on its collections', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      expect((await t.call(method, '/nowhere', method === 'GET' ? {} : { body: {} })).status, method).toBe(404);
      expect((await t.call(method, '/db')).status, method).toBe(404);
    }
    expect((await t.call('PATCH', '/products/VB-NOK-004', { body: { price: 0 } })).status).toBe(405);
  });
});

describe('catalogue query bounds', () => {
  it('writes its paging links on the address asked, never on the Host header sent (issue 27)', async () => {
    const link = await new Promise<string | undefined>((resolve, reject) => {
      request(`${t.api.url}/products?_page=1&_limit=2`, { headers: { host: 'other.example' } }, (response) => {
        response.resume();
        resolve(String(response.headers.link));
      })
        .on('error', reject)
        .end();
    });
    expect(link).toContain('</api/products?_page=2&_limit=2>; rel="next"');
    expect(link).not.toContain('other.example');
  });

  it('answers 400 naming _sort for more than three fields to sort by (each would be a full sort kept in memory)', async () => {
    const long = await t.call('GET', '/products?_sort=price,name,stock,brand&_limit=1');
    expect(long).toMatchObject({ status: 400, body: { issues: [{ path: '_sort', message: '3 champs au plus' }] } });
    expect((await t.call('GET', '/products?_sort=price,name,price,stock&_limit=1')).status).toBe(200);
  });

  it('answers 400 naming the field for an over-long search or photo reference', async () => {
    const search = await t.call('GET', `/products?search=${'x'.repeat(256)}`);
    expect(search).toMatchObject({ status: 400, body: { issues: [{ path: 'search' }] } });
    const photos = await t.call('POST', '/photos/by-references', { body: { references: ['x'.repeat(256)] } });
    expect(photos).toMatchObject({ status: 400, body: { issues: [{ path: 'references.0' }] } });
  });
});
