import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from './helpers.ts';

let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await TestApi.start();
  token = await t.customerToken();
});
afterAll(() => t.stop());

const ENGLISH_WORDS = /\b(expected|invalid|must|received|required|got)\b/i;

describe('no request makes the server answer 500', () => {
  const requests: [string, string, { body?: unknown; raw?: string; auth?: boolean }][] = [
    ['GET', '/products?_expand=rayon&_embed=carts', {}],
    ['GET', '/products?_sort=nowhere&_order=sideways&_start=abc&_end=-4', {}],
    ['GET', '/products?price_gte=abc&name_ne=&q=', {}],
    ['GET', '/products/%E0%A4%A', {}],
    ['GET', '/products?page[a]=1', {}],
    ['GET', '/products?search=a&search=b', {}],
    ['GET', '/photos/..%2F..%2Fetc', {}],
    ['GET', '/images/..%2F..%2Fpackage.json', {}],
    ['POST', '/auth/login', { raw: '[]' }],
    ['POST', '/auth/login', { raw: 'null' }],
    ['POST', '/auth/login', { raw: '{"identifier":' }],
    ['POST', '/auth/login', { body: { identifier: 12, password: { $ne: '' } } }],
    ['POST', '/auth/register', { body: { email: 42, address: 'nowhere' } }],
    ['POST', '/auth/register', { raw: JSON.stringify({ firstName: 'x'.repeat(2_000_000) }) }],
    ['POST', '/admin/login', { body: { username: ['admin'], password: 'x' } }],
    ['POST', '/photos/by-references', { body: { references: Array.from({ length: 201 }, (_, i) => `R${i}`) } }],
    ['POST', '/cart/items', { body: { productId: { id: 'VP-AA-001' }, quantity: 1.5 }, auth: true }],
    ['PATCH', '/cart/items/VP-AA-001', { body: { quantity: 'deux' }, auth: true }],
    ['POST', '/quote-requests', { body: { message: 7 }, auth: true }],
    ['POST', '/admin/impersonate/abc', {}],
    ['DELETE', '/rayon_produits/1', {}],
    ['PUT', '/products/VP-AA-001', { body: { price: -1 } }],
    ['GET', '/products?_page=99999999999999999999&_limit=1e400', {}],
    ['GET', '/products?minPrice=1e400&page=99999999999999999999', {}],
    ['GET', '/client-dashboard/orders?page=99999999999999999999&pageSize=1e400', { auth: true }],
    ['GET', '/factures?limit=99999999999999999999', { auth: true }],
    ['PUT', '/auth/me', { body: { email: 'x'.repeat(300), code_postal: 'y'.repeat(10_000) }, auth: true }],
    ['POST', '/client-dashboard/addresses', { body: { name: 'x'.repeat(100_000), street: 'y', postalCode: '75001', city: 'Paris' }, auth: true }],
  ];

  it.each(requests)('%s %s', async (method, route, options) => {
    const response = await t.call(method, route, { ...options, ...(options.auth ? { token } : {}) });
    expect(response.status).toBeLessThan(500);
    // Either an answer (json-server copes with odd filters) or a refusal that says why.
    if (response.status >= 400) expect(response.body).toMatchObject({ message: expect.any(String) });
    else expect(typeof response.body).toBe('object');
    // The schemas' English texts are the CLI's: an answer names each field in French.
    for (const issue of (response.body as { issues?: { message: string }[] }).issues ?? []) expect(issue.message).not.toMatch(ENGLISH_WORDS);
  });

  it('keeps serving and keeps its data after all of them', async () => {
    expect((await t.call('GET', '/products/VP-AA-001')).body).toMatchObject({ price: 2.5 });
    expect((await t.call('GET', '/cart', { token })).status).toBe(200);
  });

  it('refuses a token in the wrong scheme or a garbage bearer with 401', async () => {
    const basic = await fetch(`${t.api.url}/cart`, { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } });
    expect(basic.status).toBe(401);
    expect((await t.call('GET', '/cart', { token: 'garbage' })).status).toBe(401);
  });
});
