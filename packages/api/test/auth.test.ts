import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CREDENTIALS, TestApi } from './helpers.ts';
import { impersonations } from '../src/db/sessions.ts';

const registration = {
  firstName: 'Hélène',
  lastName: 'Martin',
  email: 'helene@martin-piles.fr',
  phone: '+33 6 12 34 56 78',
  password: 'secret-long',
  confirmPassword: 'secret-long',
  companyName: 'Martin Piles',
  companyType: 'electronics',
  siret: '',
  address: { street: '3 rue du Port', city: 'Nantes', postalCode: '44000', country: 'France' },
  acceptTerms: true,
  newsletter: false,
};

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
});
afterAll(() => t.stop());

describe('customer sign-in (spec 1 §5, §8)', () => {
  it('signs in by e-mail with the hashed password and returns the user profile, never the hash', async () => {
    const { status, body, text } = await t.call('POST', '/auth/login', { body: { ...CREDENTIALS.hashed, rememberMe: false } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user: { id: '1', pseudo: 'MARIED', societe: 'Durand Energie SARL', role: 'pro' } });
    expect(text).not.toContain('hash_password');
  });

  it('rememberMe makes the token live longer', async () => {
    const expiry = async (rememberMe: boolean) =>
      Date.parse(((await t.call('POST', '/auth/login', { body: { ...CREDENTIALS.hashed, rememberMe } })).body as { expiresAt: string }).expiresAt);
    expect((await expiry(true)) - (await expiry(false))).toBeGreaterThan(24 * 3600 * 1000);
  });

  it.each([
    [{ identifier: 'nobody@nowhere.fr', password: 'x' }, 'Client introuvable'],
    [{ identifier: 'MARIED', password: 'wrong' }, 'Mot de passe incorrect'],
    [CREDENTIALS.inactive, 'Compte désactivé'],
    [CREDENTIALS.blocked, 'Compte bloqué'],
  ])('refuses %o with 401 %s', async (credentials, message) => {
    const { status, body } = await t.call('POST', '/auth/login', { body: credentials });
    expect(status).toBe(401);
    expect(body).toEqual({ message });
  });

  it('accepts the fallback password of a client without hash on the demo seed', async () => {
    expect((await t.call('POST', '/auth/login', { body: CREDENTIALS.noHash })).status).toBe(200);
    expect((await t.call('POST', '/auth/login', { body: { identifier: 'PAULB', password: 'admin' } })).status).toBe(200);
  });

  it('validates the body with the login form schema', async () => {
    const { status, body } = await t.call('POST', '/auth/login', { body: { identifier: 'a b', password: '' } });
    expect(status).toBe(400);
    expect((body as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(['identifier', 'password']);
  });

  it('slows repeated failures for one identifier down: 429 after five, other identifiers unaffected', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.call('POST', '/auth/login', { body: { identifier: 'inconnu@exemple.fr', password: `guess${i}` } })).status).toBe(401);
    }
    const blocked = await t.call('POST', '/auth/login', { body: { identifier: 'INCONNU@exemple.fr', password: 'guess6' } });
    // The sixth attempt waits the first step of the delay: 1 s, said as it is, not "quelques minutes".
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(blocked).toMatchObject({ status: 429, body: { message: 'Trop de tentatives de connexion. Réessayez dans 1 seconde.' } });
    expect((await t.call('POST', '/auth/login', { body: CREDENTIALS.hashed })).status).toBe(200);
  });

  it('counts failures on the account, whether its pseudo or its e-mail is typed, and lets the owner in after the delay, not 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      const identifier = i % 2 ? 'MARIED' : CREDENTIALS.hashed.identifier.toUpperCase();
      expect((await t.call('POST', '/auth/login', { body: { identifier, password: `guess${i}` } })).status).toBe(401);
    }
    expect((await t.call('POST', '/auth/login', { body: { identifier: 'MARIED', password: 'guess5' } })).status).toBe(429);
    expect((await t.call('POST', '/auth/login', { body: CREDENTIALS.hashed })).status).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2000);
      expect((await t.call('POST', '/auth/login', { body: CREDENTIALS.hashed })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs in by e-mail whatever its case, as registration checks it', async () => {
    expect((await t.call('POST', '/auth/login', { body: { ...CREDENTIALS.hashed, identifier: 'Marie@Durand-Energie.FR' } })).status).toBe(200);
  });

  it('logout revokes the token', async () => {
    const token = await t.customerToken();
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(200);
    expect((await t.call('POST', '/auth/logout', { token })).status).toBe(204);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/cart', { token })).status).toBe(401);
  });

  it('sets the token in an httpOnly SameSite=Lax session cookie living as long as the token, and logout clears it', async () => {
    const cookie = async (rememberMe: boolean) => {
      const { body, headers } = await t.call('POST', '/auth/login', { body: { ...CREDENTIALS.hashed, rememberMe } });
      return { token: (body as { token: string }).token, setCookie: headers.get('set-cookie') ?? '' };
    };
    const session = await cookie(false);
    expect(session.setCookie).toContain(`otech_session=${session.token};`);
    expect(session.setCookie).toMatch(/Max-Age=28800;.*HttpOnly.*SameSite=Lax/);
    expect((await cookie(true)).setCookie).toContain(`Max-Age=${30 * 24 * 3600};`);
    const logout = await t.call('POST', '/auth/logout', { token: session.token });
    expect(logout.headers.get('set-cookie')).toMatch(/^otech_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('refuses a forged or missing token', async () => {
    expect((await t.call('GET', '/auth/me')).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: 'eyJhbGciOiJub25lIn0.eyJraW5kIjoiY3VzdG9tZXIiLCJzdWIiOiIxIn0.' })).status).toBe(401);
  });
});

describe('registration (spec 1 §3, §5)', () => {
  it('creates a client with a hashed password, who can sign in once the administration has validated it', async () => {
    const { status, body, text } = await t.call('POST', '/auth/register', { body: registration });
    expect(status).toBe(201);
    expect(body).toMatchObject({ user: { pseudo: 'HELENEM', email: registration.email, companyName: 'Martin Piles', actif: false } });
    expect(text).not.toMatch(/hash|secret-long/);
    const credentials = { identifier: 'HELENEM', password: registration.password };
    expect(await t.call('POST', '/auth/login', { body: credentials })).toMatchObject({ status: 401, body: { message: 'Compte désactivé' } });
    const id = (body as { user: { id: string } }).user.id;
    expect((await t.call('POST', `/admin/ouvertures/${id}/validation`, { token: await t.adminToken() })).status).toBe(200);
    expect((await t.call('POST', '/auth/login', { body: credentials })).status).toBe(200);
  });

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    const { status, body } = await t.call('POST', '/auth/register', { body: { ...registration, email: 'MARIE@durand-energie.fr' } });
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'Un compte existe déjà avec cet email' });
  });

  it('answers 400 with the form messages for an invalid form', async () => {
    const { status, body } = await t.call('POST', '/auth/register', {
      body: { ...registration, email: 'pas-un-email', acceptTerms: false, address: { ...registration.address, postalCode: '4400' } },
    });
    expect(status).toBe(400);
    expect((body as { issues: { path: string; message: string }[] }).issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Email invalide' },
        { path: 'address.postalCode', message: 'Format invalide' },
        { path: 'acceptTerms', message: 'Vous devez accepter les conditions' },
      ]),
    );
  });
});

describe('administration sign-in and impersonation (spec 3 §7, §8)', () => {
  it('signs an admin in without ever returning the password hash', async () => {
    const { status, body, text } = await t.call('POST', '/admin/login', { body: CREDENTIALS.admin });
    expect(status).toBe(200);
    expect(body).toMatchObject({ admin: { id: 'admin-1', username: 'admin', role: 'administrateur' } });
    expect(text).not.toContain('password');
  });

  it("refuses wrong credentials with the spec's message", async () => {
    for (const body of [{ username: 'admin', password: 'nope' }, { username: 'root', password: 'admin123' }]) {
      expect(await t.call('POST', '/admin/login', { body })).toMatchObject({ status: 401, body: { message: "Nom d'utilisateur ou mot de passe incorrect." } });
    }
  });

  it('impersonates an active client: the token acts as that customer', async () => {
    const admin = await t.adminToken();
    const { status, body } = await t.call('POST', '/admin/impersonate/2', { token: admin });
    expect(status).toBe(200);
    const token = (body as { token: string }).token;
    expect((await t.call('GET', '/auth/me', { token })).body).toMatchObject({ user: { id: '2', pseudo: 'PAULB' } });
  });

  it('records the admin-client session and ends it when that session signs out (Retour Admin), the admin session carrying on', async () => {
    const admin = await t.adminToken();
    const { body } = await t.call('POST', '/admin/impersonate/2', { token: admin });
    const { token, session } = body as { token: string; session: { adminId: string; clientId: string; timestamp: string } };
    expect(session).toMatchObject({ adminId: 'admin-1', clientId: '2' });
    const record = (await impersonations(t.api.db)).at(-1);
    expect(record).toMatchObject({ ...session });
    expect(record?.endedAt).toBeUndefined();

    expect((await t.call('POST', '/auth/logout', { token })).status).toBe(204);
    expect((await impersonations(t.api.db)).at(-1)?.endedAt).toMatch(/^\d{4}-/);
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/admin/stats', { token: admin })).status).toBe(200);
  });

  it('refuses inactive clients, unknown ids, customers and anonymous callers', async () => {
    const admin = await t.adminToken();
    expect(await t.call('POST', '/admin/impersonate/3', { token: admin })).toMatchObject({ status: 403, body: { message: "Impossible d'accéder au compte client" } });
    expect((await t.call('POST', '/admin/impersonate/999', { token: admin })).status).toBe(404);
    expect((await t.call('POST', '/admin/impersonate/2', { token: await t.customerToken() })).status).toBe(403);
    expect((await t.call('POST', '/admin/impersonate/2')).status).toBe(401);
  });
});
