import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_MESSAGES, STAFF_ROLES } from '@otech/domain';
import type { StaffPermission, StaffRole } from '@otech/domain';
import { ROUTE_MODULES } from '../src/app.ts';
import { STAFF_CREDENTIALS, TestApi } from './helpers.ts';

/** Every route staff may reach (a staff route, or one open to both kinds of account) and the permission it names. */
const staffReachable = ROUTE_MODULES.flat().filter((each) => each.auth === 'admin' || each.auth === 'signedIn');
const STAFF_ROUTES = staffReachable.map((each): [string, StaffPermission | 'any' | undefined] => [`${each.method.toUpperCase()} ${each.path}`, each.permission]);

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
  // Signing out (open to every member) would end the tokens the other calls use: it is called last.
  const calls = [...STAFF_ROUTES.filter(([key]) => key !== 'POST /auth/logout'), ...STAFF_ROUTES.filter(([key]) => key === 'POST /auth/logout')];
  it.each(calls)('%s needs %s', async (key, permission) => {
    const [method = 'GET', path = ''] = key.split(' ');
    const url = path.replace(/:\w+/g, 'zz-none');
    for (const role of STAFF_ROLES) {
      const allowed = permission === 'any' || (permission === undefined ? role === 'administrateur' : can(role, permission));
      const { status, body } = await t.call(method, url, { token: tokens[role], body: method === 'GET' ? undefined : {} });
      const refused = status === 403 && (body as { message?: string }).message === STAFF_MESSAGES.forbidden;
      expect(refused, `${role} ${key} answered ${status} ${JSON.stringify(body)}`).toBe(!allowed);
    }
  });

  it('names on every route staff may reach the permission it needs (a forgotten one would be the Administrateur’s alone)', () => {
    expect(STAFF_ROUTES.filter(([, permission]) => permission === undefined).map(([key]) => key)).toEqual([]);
  });
});
