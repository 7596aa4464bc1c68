import type { RequestHandler, Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_MESSAGES, STAFF_ROLES } from '@otech/domain';
import type { StaffPermission, StaffRole } from '@otech/domain';
import type { RouteContext } from '../src/context.ts';
import { registerRoutes, ROUTE_MODULES } from '../src/app.ts';
import { ANY_STAFF_ROUTES, INLINE_STAFF_ROUTES } from '../src/auth/staffRoutes.ts';
import { FIXTURE_DATA, STAFF_CREDENTIALS, TestApi } from './helpers.ts';

/** Every staff route and what it needs: the inline routes' table, then the routes of route tables that name a permission. */
const tableRoutes = ROUTE_MODULES.flatMap((module) => (typeof module === 'function' ? [] : module));
const STAFF_ROUTES: [string, StaffPermission | 'any' | undefined][] = [
  ...Object.entries(INLINE_STAFF_ROUTES),
  ...tableRoutes.filter((each) => each.auth === 'admin' || each.permission !== undefined).map((each) => [`${each.method.toUpperCase()} ${each.path}`, each.permission] as [string, StaffPermission | 'any' | undefined]),
];

let t: TestApi;
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  t = await TestApi.start();
  for (const role of STAFF_ROLES) tokens[role] = await t.adminToken(STAFF_CREDENTIALS[role]);
  // A fresh database and four scrypt sign-ins: slow on a busy machine.
}, 180_000);
afterAll(() => t.stop());

describe('every staff route checks its permission (issue 23)', () => {
  // One call per route and role, with ids no record has: an allowed call reaches the handler (404, 400 or 200), a refused one stops at the 403.
  it.each(STAFF_ROUTES)('%s needs %s', async (key, permission) => {
    const [method = 'GET', path = ''] = key.split(' ');
    const url = path.replace(/:\w+/g, 'zz-none');
    for (const role of STAFF_ROLES) {
      const allowed = permission === 'any' || (permission === undefined ? role === 'administrateur' : can(role, permission));
      const { status, body } = await t.call(method, url, { token: tokens[role], body: method === 'GET' ? undefined : {} });
      const refused = status === 403 && (body as { message?: string }).message === STAFF_MESSAGES.forbidden;
      expect(refused, `${role} ${key} answered ${status} ${JSON.stringify(body)}`).toBe(!allowed);
    }
  });

  it('lists every inline route a staff member can reach (a forgotten one would be the Administrateur’s alone)', () => {
    const staffGates = new Set<RequestHandler>();
    const gate = (): RequestHandler => {
      const handler: RequestHandler = (_req, _res, next) => next();
      staffGates.add(handler);
      return handler;
    };
    const reached: string[] = [];
    const record = (method: string) => (path: string, ...handlers: RequestHandler[]) => {
      if (handlers.some((handler) => staffGates.has(handler))) reached.push(`${method} ${path}`);
    };
    const router = { get: record('GET'), post: record('POST'), put: record('PUT'), patch: record('PATCH'), delete: record('DELETE'), use: () => router } as unknown as Router;
    const pass: RequestHandler = (_req, _res, next) => next();
    const ctx = {
      db: t.api.db,
      demo: true,
      dataDir: FIXTURE_DATA,
      requireCustomer: pass,
      validateBody: () => pass,
      validateQuery: () => pass,
      handle: () => pass,
      requireAdmin: gate(),
      requireSignedIn: gate(),
      requireAccess: () => pass,
    } as unknown as RouteContext;
    registerRoutes(router, ctx);
    const listed = new Set([...Object.keys(INLINE_STAFF_ROUTES), ...ANY_STAFF_ROUTES]);
    expect(reached.filter((key) => !listed.has(key))).toEqual([]);
    expect([...listed].filter((key) => !reached.includes(key))).toEqual([]);
  });
});
