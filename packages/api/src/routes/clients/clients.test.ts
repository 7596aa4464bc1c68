import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ClientListSchema, ClientStatsSchema, PublicClientSchema, TEXT_LIMITS, type ClientStats } from '@otech/domain';
import { recordsApiForTests } from '../../../test/records.ts';

const api = recordsApiForTests();

interface ClientList {
  clients: { id: number; pseudo: string; hash_password?: string }[];
  total: number;
}

const payload = { pseudo: 'JEANM', societe: 'Martin Piles', email: 'jean@martin-piles.fr', telephone: '01 02 03 04 05', adresse_debut: '1 rue Haute', ville: 'Lyon', code_postal: '69001', pays: 'France', siret: '83791923200012' };

describe('clients resource access (spec 1 §7, spec 3 §7)', () => {
  it('keeps search, stats, create and delete for administrators', async () => {
    for (const [method, route] of [
      ['GET', '/clients'],
      ['GET', '/clients/admin/stats'],
      ['POST', '/clients'],
      ['DELETE', '/clients/2'],
    ] as const) {
      expect((await api.t.call(method, route)).status, route).toBe(401);
      expect((await api.t.call(method, route, { token: api.marie, body: method === 'POST' ? payload : undefined })).status, route).toBe(403);
    }
  });

  it('lets a customer read itself by id or pseudo, and answers 404 for anyone else', async () => {
    const self = await api.t.call('GET', '/clients/1', { token: api.marie });
    expect(self).toMatchObject({ status: 200, body: { id: 1, pseudo: 'MARIED' } });
    expect(v.safeParse(PublicClientSchema, self.body).success).toBe(true);
    expect(self.text).not.toContain('hash_password');
    expect((await api.t.call('GET', '/clients/pseudo/maried', { token: api.marie })).body).toMatchObject({ id: 1 });
    expect(await api.t.call('GET', '/clients/2', { token: api.marie })).toMatchObject({ status: 404, body: { message: 'Client introuvable' } });
    expect((await api.t.call('GET', '/clients/pseudo/PAULB', { token: api.marie })).status).toBe(404);
    expect((await api.t.call('GET', '/clients/pseudo/PAULB', { token: api.admin })).body).toMatchObject({ id: 2 });
  });
});

describe('client search', () => {
  it('pages 10 by default and filters on actif, never with a hash', async () => {
    const { body, text } = await api.t.call('GET', '/clients', { token: api.admin });
    expect(v.safeParse(ClientListSchema, body).success).toBe(true);
    expect((body as ClientList).total).toBe(4);
    expect(text).not.toContain('hash_password');
    // Active is the account's one state (decision 221): LUCB, blocked though its actif flag is set, is not.
    const active = (await api.t.call('GET', '/clients?actif=true&pageSize=1&page=2', { token: api.admin })).body as ClientList;
    expect(active.total).toBe(2);
    expect(active.clients.map((client) => client.pseudo)).toEqual(['PAULB']);
    const others = (await api.t.call('GET', '/clients?actif=false', { token: api.admin })).body as ClientList;
    expect(others.clients.map((client) => client.pseudo)).toEqual(['ANNEI', 'LUCB']);
  });

  it('matches company, e-mail or pseudo, ignoring case', async () => {
    const byCompany = (await api.t.call('GET', '/clients?search=durand', { token: api.admin })).body as ClientList;
    expect(byCompany.clients.map((client) => client.id)).toEqual([1]);
    const byPseudo = (await api.t.call('GET', '/clients?search=paulb', { token: api.admin })).body as ClientList;
    expect(byPseudo.clients.map((client) => client.id)).toEqual([2]);
    expect((await api.t.call('GET', '/clients?pageSize=0', { token: api.admin })).body).toMatchObject({ issues: [{ path: 'pageSize' }] });
  });

  it('counts clients by state and by role', async () => {
    const { body } = await api.t.call('GET', '/clients/admin/stats', { token: api.admin });
    expect(v.safeParse(ClientStatsSchema, body).success).toBe(true);
    expect(body).toMatchObject({ total: 4, actifs: 2, inactifs: 1, bloques: 1, en_attente: 0, parFamille: { pro: 1, wholesaler: 1, customer: 2, admin: 0, premium: 0 } });
  });
});

describe('client changes', () => {
  it('creates a client (201, numbered, dated), refusing a taken e-mail or pseudo (409) and a bad payload (400)', async () => {
    const created = await api.t.call('POST', '/clients', { token: api.admin, body: payload });
    expect(created).toMatchObject({ status: 201, body: { ...payload, id: 5, actif: true, bloque: false } });
    expect((await api.t.call('POST', '/clients', { token: api.admin, body: { ...payload, pseudo: 'AUTRE' } })).body).toEqual({ message: 'Un compte existe déjà avec cet email' });
    expect((await api.t.call('POST', '/clients', { token: api.admin, body: { ...payload, email: 'autre@x.fr' } })).body).toEqual({ message: 'Ce pseudo est déjà utilisé' });
    const invalid = await api.t.call('POST', '/clients', { token: api.admin, body: { ...payload, email: 'pas-un-email', societe: '' } });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort()).toEqual(['email', 'societe']);
  });

  it('lets a customer update itself but refuses a change of its actif, bloque or famille (issue 27)', async () => {
    const current = (await api.t.call('GET', '/clients/1', { token: api.marie })).body as Record<string, unknown>;
    const { id: _id, date_creation: _created, ...fields } = current;
    const refused = await api.t.call('PUT', '/clients/1', { token: api.marie, body: { ...fields, telephone: '09 99 99 99 99', actif: false, bloque: true, famille: 'Administrateur' } });
    expect(refused.status).toBe(400);
    expect((refused.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['famille', 'actif', 'bloque']);
    const updated = await api.t.call('PUT', '/clients/1', { token: api.marie, body: { ...fields, telephone: '09 99 99 99 99' } });
    expect(updated.body).toMatchObject({ telephone: '09 99 99 99 99', actif: true, bloque: false, famille: 'Professionnel' });
    expect((await api.t.call('GET', '/auth/me', { token: api.marie })).status).toBe(200);
    expect((await api.t.call('PUT', '/clients/2', { token: api.marie, body: { ...fields, pseudo: 'PAULB' } })).status).toBe(404);
    expect((await api.t.call('PUT', '/clients/1', { token: api.marie, body: { ...fields, pseudo: 'NOUVEAU' } })).body).toMatchObject({ issues: [{ path: 'pseudo' }] });
  });

  it('lets a customer change its own fields through PUT /auth/me (spec 2 §7.2), not its state or pseudo', async () => {
    const { status, body } = await api.t.call('PUT', '/auth/me', { token: api.marie, body: { societe: 'Durand Énergie SAS', gsm: '06 00 00 00 00' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user: { id: '1', pseudo: 'MARIED', companyName: 'Durand Énergie SAS' } });
    expect((await api.t.call('GET', '/clients/1', { token: api.marie })).body).toMatchObject({ gsm: '06 00 00 00 00', actif: true });
    expect((await api.t.call('PUT', '/auth/me', { token: api.marie, body: { email: 'paul@bernard.fr' } })).status).toBe(409);
    expect((await api.t.call('PUT', '/auth/me', { token: api.marie, body: { email: 'pas-un-email' } })).body).toMatchObject({ issues: [{ path: 'email' }] });
    const refused = await api.t.call('PUT', '/auth/me', { token: api.marie, body: { actif: false, pseudo: 'X' } });
    expect((refused.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['pseudo', 'actif']);
    expect((await api.t.call('GET', '/auth/me', { token: api.marie })).body).toMatchObject({ user: { pseudo: 'MARIED', actif: true } });
    expect((await api.t.call('PUT', '/auth/me', { token: api.admin, body: {} })).status).toBe(403);
  });

  it('answers an over-long text with 400 naming the field in French, and changes nothing', async () => {
    const societe = 'S'.repeat(TEXT_LIMITS.line + 1);
    const tooLong = { path: 'societe', message: `Maximum ${TEXT_LIMITS.line} caractères` };
    expect(await api.t.call('PUT', '/auth/me', { token: api.marie, body: { societe } })).toMatchObject({
      status: 400,
      body: { message: 'Erreur de validation', issues: [tooLong] },
    });
    expect(await api.t.call('POST', '/clients', { token: api.admin, body: { ...payload, pseudo: 'LONGUE', email: 'longue@x.fr', societe } })).toMatchObject({
      status: 400,
      body: { message: 'Erreur de validation', issues: [tooLong] },
    });
    expect((await api.t.call('GET', '/clients/1', { token: api.marie })).body).not.toMatchObject({ societe });
    expect((await api.t.call('GET', '/clients?search=LONGUE', { token: api.admin })).body).toMatchObject({ total: 0 });
  });

  it('lets an administrator block a client, which ends its session, and delete one (anonymised, its id kept)', async () => {
    const current = (await api.t.call('GET', '/clients/2', { token: api.admin })).body as Record<string, unknown>;
    const { id: _id, ...fields } = current;
    expect((await api.t.call('PUT', '/clients/2', { token: api.admin, body: { ...fields, bloque: true } })).body).toMatchObject({ bloque: true });
    expect((await api.t.call('GET', '/auth/me', { token: api.paul })).status).toBe(401);
    expect((await api.t.call('DELETE', '/clients/5', { token: api.admin })).status).toBe(204);
    expect((await api.t.call('GET', '/clients/5', { token: api.admin })).body).toMatchObject({ id: 5, actif: false, societe: 'Compte supprimé', pseudo: 'SUPPRIME-5' });
  });
});

// Last: it registers a client, which would renumber the ones created above.
describe('client statistics by account state', () => {
  it('counts each client once, in its one state: a registration awaiting validation is « en attente », neither active nor inactive (decision 221)', async () => {
    const stats = async () => (await api.t.call('GET', '/clients/admin/stats', { token: api.admin })).body as ClientStats;
    const activeListed = async () => ((await api.t.call('GET', '/clients?actif=true', { token: api.admin })).body as ClientList).total;
    const before = await stats();
    const activeBefore = await activeListed();
    const registered = await api.t.call('POST', '/auth/register', {
      body: { firstName: 'Hélène', lastName: 'Martin', email: 'helene@ouverture.fr', phone: '', password: 'secret-long', confirmPassword: 'secret-long', companyName: 'Ouverture', companyType: 'electronics', siret: '', address: { street: '3 rue du Port', city: 'Nantes', postalCode: '44000', country: 'France' }, acceptTerms: true, newsletter: false },
    });
    expect(registered.status).toBe(201);
    const { parFamille: _families, ...states } = before;
    expect(await stats()).toMatchObject({ ...states, total: before.total + 1, en_attente: before.en_attente + 1 });
    expect(await activeListed()).toBe(activeBefore);
  });
});
