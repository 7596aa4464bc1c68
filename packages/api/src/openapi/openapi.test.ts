import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '../app.ts';
import { NOT_FOUND_MESSAGE } from '../http/errors.ts';
import { TestApi } from '../../test/helpers.ts';
import { openApiPath } from './document.ts';
import type { OpenApiDocument } from './document.ts';

let t: TestApi;
let answered: Record<string, unknown>;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await TestApi.start();
  // Read without the test client's guard against secret fields: the sign-in bodies' schemas name a `password` property.
  answered = (await (await fetch(`${t.api.url}/openapi.json`)).json()) as Record<string, unknown>;
  document = answered as unknown as OpenApiDocument;
});
afterAll(() => t.stop());

/** A value for each path parameter the generic fallback would not answer by itself. */
const EXAMPLES: Record<string, string> = { file: 'start.js', id: 'x' };

describe('GET /api/openapi.json (issue 25)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(answered);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('describes every route of the tables with its method, auth and schemas', () => {
    const routes = ROUTE_MODULES.flat();
    expect(routes.length).toBeGreaterThan(90);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.['x-otech-auth']).toBe(route.auth);
      if (route.body) expect(operation?.requestBody?.content['application/json']?.schema, `${route.method} ${route.path}`).toHaveProperty('type');
    }
    // The body's fields reach the description: an integrator learns them there.
    const login = document.paths['/auth/login']?.['post']?.requestBody?.content['application/json']?.schema;
    expect(login).toMatchObject({ type: 'object', properties: { identifier: { type: 'string' }, password: { type: 'string' } } });
    // So do the answer's: a product as the shop reads it.
    const product = document.paths['/products/{id}']?.['get']?.responses['200']?.content?.['application/json']?.schema;
    expect(product).toMatchObject({ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, price: { type: 'number' } } });
    const orders = document.paths['/client-dashboard/orders']?.['get']?.parameters?.map((parameter) => parameter.name);
    expect(orders).toEqual(['page', 'pageSize']);
  });

  it('describes what every route answers: a JSON schema, a file type, or nothing (204)', () => {
    const undeclared = ROUTE_MODULES.flat()
      .filter((route) => !route.answer && !route.produces && route.status !== 204)
      .map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
    const json = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.responses));
    const unanswered = json.filter((responses) => Object.values(responses).some((response) => response.content?.['application/json']?.schema && Object.keys(response.content['application/json'].schema).length === 0));
    expect(unanswered).toEqual([]);
  });

  it('documents only paths the API answers: none falls through to the 404 of unknown paths', async () => {
    const rayon = ((await t.call('GET', '/rayon_produits')).body as { id: string }[])[0]?.id ?? '';
    const calls = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => {
        const concrete = path.replace(/\{(\w+)\}/g, (_all, name: string) => (path.startsWith('/rayon_produits') ? rayon : (EXAMPLES[name] ?? 'x')));
        return [method.toUpperCase(), concrete] as const;
      }),
    );
    expect(calls.length).toBeGreaterThan(90);
    for (const [method, path] of calls) {
      // Plain fetch: the description itself and Swagger UI's script name `password` fields, which the test client refuses.
      const sendsBody = method !== 'GET' && method !== 'DELETE';
      const response = await fetch(t.api.url + path, { method, ...(sendsBody ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}) });
      const status = response.status;
      const text = await response.text();
      const fellThrough = (status === 404 && text.includes(NOT_FOUND_MESSAGE)) || status === 405;
      expect(fellThrough, `${method} ${path} answered ${status}`).toBe(false);
    }
  });

  it('serves a readable page of the description in development, its script and style from the server itself', async () => {
    const page = await t.call('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);
    // Swagger UI's own code names `password` fields: read without the test client's guard.
    const script = await fetch(`${t.api.url}/docs/assets/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
    expect((await t.call('GET', '/docs/assets/start.js')).text).toContain("url: '/api/openapi.json'");
    expect((await t.call('GET', '/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});
