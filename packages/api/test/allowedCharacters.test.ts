import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REQUEST, TestApi } from './helpers.ts';

/*
 * Issue 27: a null character, a lone surrogate or broken percent-encoding in any path segment,
 * query value or JSON field of any route is a 400 "Caractères non autorisés", never a 500. The
 * routes are the ones the running app has mounted, read from its router, so a route added later
 * is fuzzed too.
 */

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  regexp: RegExp;
}
interface MountedRoute {
  method: string;
  path: string;
}

/** Every route with a string path, its mount prefix included, through nested routers. */
function mountedRoutes(stack: readonly Layer[], prefix = ''): MountedRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods } = layer.route;
      return typeof path === 'string' ? Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: prefix + path })) : [];
    }
    if (!layer.handle.stack) return [];
    return mountedRoutes(layer.handle.stack, layer.regexp.test('/api/') && prefix === '' ? '/api' : prefix);
  });
}

/** Bad path segments: a null character, broken percent-encoding, a lone surrogate's UTF-8-less bytes. */
const BAD_SEGMENTS = ['%00', 'a%00b', '%E0%A4%A', '%', '%ED%A0%80'];
/** Bad JSON bodies: a null character and a lone surrogate, in a value and in a name. */
const BAD_BODIES = ['{"email":"a\\u0000@b.fr","password":"x"}', '{"message":"\\ud800"}', '{"a\\u0000":1}', '{"list":[{"x":"\\udfff"}]}'];

let t: TestApi;
let routes: MountedRoute[];
beforeAll(async () => {
  t = await TestApi.start();
  routes = mountedRoutes((t.api.app as unknown as { _router: { stack: Layer[] } })._router.stack);
});
afterAll(() => t.stop());

const refused = { status: 400, body: { message: 'Caractères non autorisés' } };

async function send(method: string, path: string, raw?: string) {
  const response = await fetch(t.api.url.replace(/\/api$/, '') + path, {
    method,
    headers: raw === undefined ? {} : { 'content-type': 'application/json' },
    body: raw,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text, the assertion shows it.
  }
  return { status: response.status, body, route: `${method} ${path}` };
}

describe('bad characters anywhere in a request (issue 27)', () => {
  it('finds the routes the app mounted', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/login' });
  });

  it('answer 400 "Caractères non autorisés" in every path parameter of every route', async () => {
    const withParams = routes.filter((route) => route.path.includes(':'));
    expect(withParams.length).toBeGreaterThan(20);
    for (const { method, path } of withParams) {
      for (const segment of BAD_SEGMENTS) {
        const answer = await send(method, path.replace(/:\w+(\([^)]*\))?\??/g, segment));
        expect(answer).toMatchObject({ ...refused, route: answer.route });
      }
    }
  });

  it('answer 400 in a query value or name of every route', async () => {
    for (const { method, path } of routes) {
      const concrete = path.replace(/:\w+(\([^)]*\))?\??/g, 'x');
      for (const query of ['q=%00', 'search=%E0%A4%A', 'x=%ED%A0%80', '%00=1', 'page=1&name=a%00']) {
        const answer = await send(method, `${concrete}?${query}`);
        expect(answer).toMatchObject({ ...refused, route: answer.route });
      }
    }
  });

  it('answer 400 naming the field in a JSON body of every route that takes one', async () => {
    for (const { method, path } of routes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))) {
      const concrete = path.replace(/:\w+(\([^)]*\))?\??/g, 'x');
      for (const raw of BAD_BODIES) {
        const answer = await send(method, concrete, raw);
        expect(answer).toMatchObject({ ...refused, route: answer.route });
      }
    }
    const named = await send('POST', '/api/auth/login', BAD_BODIES[0]);
    expect(named.body).toMatchObject({ issues: [{ path: 'email', message: 'Caractères non autorisés' }] });
  });

  it('answer 400 for the addresses that answered 500 before', async () => {
    for (const path of ['/api/images/%E0%A4%A/av.jpg', '/api/factures/%00', '/api/products?search=%00', '/api/admin/clients?search=%00']) {
      const answer = await send('GET', path);
      expect(answer).toMatchObject({ ...refused, route: answer.route });
    }
  });

  it('leave accents, other scripts and whole emoji alone', async () => {
    expect((await send('GET', `/api/products?search=${encodeURIComponent('élément 電池 🔋')}`)).status).toBe(200);
    const contact = await send('POST', '/api/contact-requests', JSON.stringify({ ...CONTACT_REQUEST, message: 'Bonjour 🔋, des piles « AA » pour l’été ?' }));
    expect(contact.status).toBe(201);
  });
});
