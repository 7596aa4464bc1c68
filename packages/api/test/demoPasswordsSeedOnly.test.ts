import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start({ demo: true });
}, 60_000);
afterAll(() => t.stop());

describe('the demo fallback passwords open the demo seed\'s own accounts only (issue 20)', () => {
  it('still opens a seed client without a password with "admin" or its lowercased code', async () => {
    expect((await t.call('POST', '/auth/login', { body: CREDENTIALS.noHash })).status).toBe(200);
    expect((await t.call('POST', '/auth/login', { body: { identifier: 'PAULB', password: 'admin' } })).status).toBe(200);
  });

  it('refuses them for a client created after the seed, on the demo too', async () => {
    const admin = await t.adminToken();
    const created = await t.call('POST', '/clients', { token: admin, body: { pseudo: 'C00412', societe: 'Électricité Martin', email: 'compta@martin-elec.fr' } });
    expect(created.status).toBe(201);
    for (const body of [{ identifier: 'C00412', password: 'admin' }, { identifier: 'C00412', password: 'c00412' }, { identifier: 'compta@martin-elec.fr', password: 'admin' }]) {
      expect(await t.call('POST', '/auth/login', { body })).toMatchObject({ status: 401, body: { message: 'Mot de passe incorrect' } });
    }
  });
});
