import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, TestApi } from './helpers.ts';

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
});
afterAll(() => t.stop());

const registration = (email: string) => ({
  firstName: 'Nadia',
  lastName: 'Nouvelle',
  email,
  password: 'secret-long',
  confirmPassword: 'secret-long',
  companyName: 'Nouvelle Énergie',
  companyType: 'marine',
  address: { street: '1 quai Sud', city: 'Brest', postalCode: '29200' },
  acceptTerms: true,
});

const register = async (email: string) => {
  const { status, body } = await t.call('POST', '/auth/register', { body: registration(email) });
  expect(status).toBe(201);
  const id = Number((body as { user: { id: string } }).user.id);
  // A registration signs in once the administration has validated it (/admin/ouvertures).
  expect((await t.call('POST', `/admin/ouvertures/${id}/validation`, { token: admin })).status).toBe(200);
  return id;
};

describe('client records keep their identity (issue 11)', () => {
  it('gives registrations sent at once a pseudo each, and one account to an e-mail sent twice at once (issue 12)', async () => {
    const namesakes = await Promise.all(['homonyme-1@nouvelle.fr', 'homonyme-2@nouvelle.fr'].map((email) => t.call('POST', '/auth/register', { body: registration(email) })));
    expect(namesakes.map((answer) => answer.status)).toEqual([201, 201]);
    const pseudos = namesakes.map((answer) => (answer.body as { user: { pseudo: string } }).user.pseudo);
    expect(new Set(pseudos).size).toBe(2);
    const twice = await Promise.all([1, 2].map(() => t.call('POST', '/auth/register', { body: registration('deux-fois@nouvelle.fr') })));
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('never hands a deleted client id, cart or session to the next account, even after a restart', async () => {
    const first = await register('premiere@nouvelle.fr');
    const token = await t.customerToken({ identifier: 'premiere@nouvelle.fr', password: 'secret-long' });
    expect((await t.call('POST', '/cart/items', { token, body: { productId: 'VP-AA-001', quantity: 3 } })).status).toBe(200);
    expect((await t.call('DELETE', `/clients/${first}`, { token: admin })).status).toBe(204);
    expect((await t.call('GET', '/cart', { token })).status).toBe(401);

    t = await t.restart();
    admin = await t.adminToken();
    const second = await register('seconde@nouvelle.fr');
    expect(second).toBeGreaterThan(first);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    const mine = await t.customerToken({ identifier: 'seconde@nouvelle.fr', password: 'secret-long' });
    expect((await t.call('GET', '/cart', { token: mine })).body).toMatchObject({ items: [] });
    const created = await t.call('POST', '/clients', { token: admin, body: { pseudo: 'TROISIEME', societe: 'Trois', email: 'trois@nouvelle.fr' } });
    expect((created.body as { id: number }).id).toBe(second + 1);
  });

  it('does not revive a session opened before a block once the client is unblocked', async () => {
    const token = await t.customerToken();
    const client = (await t.call('GET', '/clients/1', { token: admin })).body as Record<string, unknown>;
    expect((await t.call('PUT', '/clients/1', { token: admin, body: { ...client, bloque: true } })).status).toBe(200);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await t.call('PUT', '/clients/1', { token: admin, body: { ...client, bloque: false } })).status).toBe(200);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: await t.customerToken() })).status).toBe(200);
  });
});

describe('PUT /auth/me', () => {
  it('answers 400 for an empty body, a body that is not JSON, and an object naming no field', async () => {
    const token = await t.customerToken(CREDENTIALS.noHash);
    const put = (init: { body?: string; type?: string }) =>
      fetch(`${t.api.url}/auth/me`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, ...(init.type ? { 'content-type': init.type } : {}) },
        ...(init.body === undefined ? {} : { body: init.body }),
      });
    for (const init of [{}, { body: 'societe=Nouvelle', type: 'application/x-www-form-urlencoded' }, { body: 'societe', type: 'text/plain' }, { body: '{}', type: 'application/json' }]) {
      const response = await put(init);
      expect(response.status, JSON.stringify(init)).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Corps de requête JSON invalide' });
    }
    expect((await t.call('PUT', '/auth/me', { token, body: { ville: 'Lille' } })).body).toMatchObject({ user: { id: '2' } });
  });
});
