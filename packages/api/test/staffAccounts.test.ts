import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsSlowHash, permissionsOf, SECURITY_MESSAGES, SIGN_IN_MESSAGES, STAFF_MESSAGES } from '@otech/domain';
import { clientById } from '../src/db/clients.ts';
import { CREDENTIALS, STAFF_CREDENTIALS, TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
}, 180_000);
afterAll(() => t.stop());

const newMember = { name: 'Julie Petit', email: 'Julie.Petit@example.test', role: 'logistique', password: 'Premier2026!' };
const passwordChange = (currentPassword: string, newPassword: string) => ({ currentPassword, newPassword, confirmPassword: newPassword });

describe('staff accounts (issue 23)', () => {
  it('signs each role in by user name or e-mail, with the permissions of its role and never the hash', async () => {
    const { status, body } = await t.call('POST', '/admin/login', { body: { username: 'MARIE.LEROY@example.test', password: STAFF_CREDENTIALS.commercial.password } });
    expect(status).toBe(200);
    expect((body as { admin: unknown }).admin).toMatchObject({ name: 'Marie Leroy', role: 'commercial', active: true, permissions: permissionsOf('commercial') });
  });

  it('lets the Administrateur add a member, who signs in with their e-mail; a taken e-mail is refused by name', async () => {
    const admin = await t.adminToken();
    const added = await t.call('POST', '/admin/staff', { token: admin, body: newMember });
    expect(added).toMatchObject({ status: 201, body: { name: 'Julie Petit', email: 'julie.petit@example.test', role: 'logistique', active: true } });
    expect(await t.adminToken({ username: 'julie.petit@example.test', password: newMember.password })).toBeTruthy();
    const again = await t.call('POST', '/admin/staff', { token: admin, body: { ...newMember, email: 'JULIE.PETIT@example.test' } });
    expect(again).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.emailTaken, issues: [{ path: 'email' }] } });
    const invalid = await t.call('POST', '/admin/staff', { token: admin, body: { ...newMember, email: 'x', role: 'chef' } });
    expect(invalid.status).toBe(400);
    const listed = (await t.call('GET', '/admin/staff', { token: admin })).body as { email: string }[];
    expect(listed.map((member) => member.email)).toContain('julie.petit@example.test');
  });

  it('re-roles a member, and a deactivated member’s sessions end at once and they cannot sign in', async () => {
    const admin = await t.adminToken();
    const { body } = await t.call('POST', '/admin/staff', { token: admin, body: { ...newMember, email: 'hugo@example.test', role: 'commercial' } });
    const id = (body as { id: string }).id;
    const hugo = await t.adminToken({ username: 'hugo@example.test', password: newMember.password });
    expect((await t.call('GET', '/admin/clients', { token: hugo })).status).toBe(200);
    expect(await t.call('GET', '/admin/me', { token: hugo })).toMatchObject({ status: 200, body: { id, role: 'commercial', permissions: permissionsOf('commercial') } });
    expect(await t.call('PATCH', `/admin/staff/${id}`, { token: admin, body: { role: 'logistique' } })).toMatchObject({ status: 200, body: { role: 'logistique' } });
    expect((await t.call('GET', '/admin/stats', { token: hugo })).status).toBe(403);
    // The same session reads its new role, for the menus of the next page it opens.
    expect(await t.call('GET', '/admin/me', { token: hugo })).toMatchObject({ status: 200, body: { id, role: 'logistique', permissions: permissionsOf('logistique') } });
    expect((await t.call('PATCH', `/admin/staff/${id}`, { token: admin, body: { active: false } })).status).toBe(200);
    expect((await t.call('GET', '/admin/orders', { token: hugo })).status).toBe(401);
    expect((await t.call('GET', '/admin/me', { token: hugo })).status).toBe(401);
    expect(await t.call('POST', '/admin/login', { body: { username: 'hugo@example.test', password: newMember.password } })).toMatchObject({ status: 401, body: { message: SIGN_IN_MESSAGES.inactive } });
  });

  it('keeps one active Administrateur, and keeps staff management to the Administrateur', async () => {
    const admin = await t.adminToken();
    expect(await t.call('PATCH', '/admin/staff/admin-1', { token: admin, body: { role: 'commercial' } })).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.lastAdministrateur } });
    expect((await t.call('GET', '/admin/stats', { token: admin })).status).toBe(200);
    const commercial = await t.adminToken(STAFF_CREDENTIALS.commercial);
    expect(await t.call('POST', '/admin/staff', { token: commercial, body: newMember })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.forbidden } });
  });
});

describe('a staff member’s own password (issues 23, 27)', () => {
  it('changes it: their other sessions end, this one carries on with a new token, and the new password signs in', async () => {
    const other = await t.adminToken(STAFF_CREDENTIALS.comptabilite);
    const current = await t.adminToken(STAFF_CREDENTIALS.comptabilite);
    const changed = await t.call('POST', '/admin/me/password', { token: current, body: passwordChange(STAFF_CREDENTIALS.comptabilite.password, 'Nouveau2026!') });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/factures', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/factures', { token: (changed.body as { token: string }).token })).status).toBe(200);
    expect(await t.adminToken({ username: 'comptabilite', password: 'Nouveau2026!' })).toBeTruthy();
  });

  it('gets the sign-in throttle on wrong current passwords (429 with Retry-After)', async () => {
    const token = await t.adminToken(STAFF_CREDENTIALS.logistique);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.call('POST', '/admin/me/password', { token, body: passwordChange('pas-le-bon', 'Nouveau2026!') })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const throttled = await t.call('POST', '/admin/me/password', { token, body: passwordChange(STAFF_CREDENTIALS.logistique.password, 'Nouveau2026!') });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sessions opened on a client’s account (issue 27)', () => {
  const impersonate = async (admin: string) => ((await t.call('POST', '/admin/impersonate/2', { token: admin })).body as { token: string }).token;

  it('end when the staff member who opened them signs out', async () => {
    const admin = await t.adminToken(STAFF_CREDENTIALS.commercial);
    const client = await impersonate(admin);
    expect((await t.call('GET', '/auth/me', { token: client })).status).toBe(200);
    expect((await t.call('POST', '/auth/logout', { token: admin })).status).toBe(204);
    expect((await t.call('GET', '/auth/me', { token: client })).status).toBe(401);
  });

  it('end when that member is deactivated or changes password', async () => {
    const admin = await t.adminToken();
    const { body } = await t.call('POST', '/admin/staff', { token: admin, body: { ...newMember, email: 'eva@example.test', role: 'commercial' } });
    const eva = await t.adminToken({ username: 'eva@example.test', password: newMember.password });
    const client = await impersonate(eva);
    const changed = await t.call('POST', '/admin/me/password', { token: eva, body: passwordChange(newMember.password, 'Nouveau2026!') });
    expect((await t.call('GET', '/auth/me', { token: client })).status).toBe(401);
    const again = await impersonate((changed.body as { token: string }).token);
    expect((await t.call('GET', '/auth/me', { token: again })).status).toBe(200);
    await t.call('PATCH', `/admin/staff/${(body as { id: string }).id}`, { token: admin, body: { active: false } });
    expect((await t.call('GET', '/auth/me', { token: again })).status).toBe(401);
  });

  it('cannot change the client’s password ("Action réservée au client")', async () => {
    const client = await impersonate(await t.adminToken());
    const refused = await t.call('POST', '/account/password', { token: client, body: passwordChange(CREDENTIALS.noHash.password, 'Nouveau2026!') });
    expect(refused).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.customerOnly } });
  });
});

describe('customer passwords (issue 27)', () => {
  it('upgrade a stored SHA-256 to the slow hash at the next successful sign-in, which still signs in after', async () => {
    expect(needsSlowHash((await clientById(t.api.db, 1))?.hash_password)).toBe(true);
    await t.customerToken();
    const upgraded = (await clientById(t.api.db, 1))?.hash_password;
    expect(upgraded).toMatch(/^scrypt:/);
    await t.customerToken();
    expect((await t.call('POST', '/auth/login', { body: { ...CREDENTIALS.hashed, password: 'pas-le-bon' } })).status).toBe(401);
  });

  it('throttle wrong current passwords on a change as sign-in is (429), after the free failures', async () => {
    const token = await t.customerToken();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { status, body } = await t.call('POST', '/account/password', { token, body: passwordChange(`faux-${i}-mot`, 'Nouveau2026!') });
      statuses.push(status);
      if (status === 400) expect(body).toMatchObject({ message: SECURITY_MESSAGES.wrongCurrentPassword });
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
