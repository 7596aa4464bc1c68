import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenSecret } from '../src/index.ts';
import { CREDENTIALS, REAL_SELLER, TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  // Outside the demo the API starts only with the shop's real legal identity (decision 130).
  for (const [name, value] of Object.entries(REAL_SELLER)) vi.stubEnv(name, value);
  t = await TestApi.start({ demo: false });
});
afterAll(async () => {
  await t.stop();
  vi.unstubAllEnvs();
});

describe('OTECH_DEMO=0 (spec 1 §5 fallback passwords are a demo feature)', () => {
  it('refuses the fallback passwords of a client without hash', async () => {
    for (const password of ['paulb', 'admin']) {
      expect(await t.call('POST', '/auth/login', { body: { identifier: 'PAULB', password } })).toMatchObject({
        status: 401,
        body: { message: 'Mot de passe incorrect' },
      });
    }
  });

  it('still signs in clients with a hashed password', async () => {
    expect((await t.call('POST', '/auth/login', { body: CREDENTIALS.hashed })).status).toBe(200);
  });

  it('offers no demo accounts to the sign-in pages', async () => {
    expect(await t.call('GET', '/auth/demo-accounts')).toMatchObject({ status: 404, body: { message: 'Aucun compte de démonstration' } });
  });

  it("needs OTECH_TOKEN_SECRET, while the demo leaves the key to its database's", () => {
    expect(() => tokenSecret({}, false)).toThrow(/OTECH_TOKEN_SECRET/);
    expect(tokenSecret({ OTECH_TOKEN_SECRET: 'set-by-the-operator' }, false)).toBe('set-by-the-operator');
    expect(tokenSecret({}, true)).toBeUndefined();
  });
});
