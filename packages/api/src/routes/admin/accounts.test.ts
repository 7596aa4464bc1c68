import { describe, expect, it } from 'vitest';
import { AdminClientActivitySchema, ClientListSchema, PENDING_ACCOUNT_MESSAGES, PublicClientSchema } from '@otech/domain';
import type { AdminClientActivity, PublicClient } from '@otech/domain';
import { CREDENTIALS } from '../../../test/helpers.ts';
import { fitsSchema, recordsApiForTests } from '../../../test/records.ts';

const api = recordsApiForTests();

const registration = (email: string, companyName: string) => ({
  firstName: 'Hélène',
  lastName: 'Martin',
  email,
  phone: '',
  password: 'secret-long',
  confirmPassword: 'secret-long',
  companyName,
  companyType: 'electronics',
  siret: '',
  address: { street: '3 rue du Port', city: 'Nantes', postalCode: '44000', country: 'France' },
  acceptTerms: true,
  newsletter: false,
});

async function register(email: string, companyName: string): Promise<number> {
  const { status, body } = await api.t.call('POST', '/auth/register', { body: registration(email, companyName) });
  expect(status).toBe(201);
  return Number((body as { user: { id: string } }).user.id);
}

const signIn = (identifier: string) => api.t.call('POST', '/auth/login', { body: { identifier, password: 'secret-long' } });

describe('administration account routes: access (issue 9)', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    for (const [method, route] of [
      ['GET', '/admin/ouvertures'],
      ['POST', '/admin/ouvertures/1/validation'],
      ['POST', '/admin/ouvertures/1/refus'],
      ['GET', '/admin/clients/1/activity'],
    ] as const) {
      expect((await api.t.call(method, route)).status, route).toBe(401);
      expect((await api.t.call(method, route, { token: api.marie })).status, route).toBe(403);
    }
  });
});

describe('/admin/ouvertures: registrations awaiting validation', () => {
  it('lists new registrations, oldest first; a validated one signs in, a refused one never does and keeps nothing', async () => {
    const first = await register('premier@ouverture.fr', 'Première Ouverture');
    const second = await register('second@ouverture.fr', 'Seconde Ouverture');
    const listed = await api.t.call('GET', '/admin/ouvertures', { token: api.admin });
    expect(fitsSchema(ClientListSchema, listed.body)).toBe(true);
    expect(listed.body).toMatchObject({ total: 2, clients: [{ id: first, actif: false, en_attente_validation: true }, { id: second }] });
    expect(listed.text).not.toContain('hash_password');

    // Waiting: no sign-in, no impersonation (spec 3 §4: only an active client can be accessed).
    expect(await signIn('premier@ouverture.fr')).toMatchObject({ status: 401, body: { message: 'Compte désactivé' } });
    expect((await api.t.call('POST', `/admin/impersonate/${first}`, { token: api.admin })).status).toBe(403);
    // Switching its flags elsewhere is refused, each field named: only the validation opens it (decision 250), so sign-in never hands out a token the API refuses.
    const waiting = (await api.t.call('GET', `/clients/${first}`, { token: api.admin })).body as PublicClient;
    expect(await api.t.call('PUT', `/clients/${first}`, { token: api.admin, body: { ...waiting, actif: true } })).toMatchObject({
      status: 409,
      body: { message: PENDING_ACCOUNT_MESSAGES.actif, issues: [{ path: 'actif', message: PENDING_ACCOUNT_MESSAGES.actif }] },
    });
    expect(await api.t.call('PUT', `/clients/${first}`, { token: api.admin, body: { ...waiting, en_attente_validation: false } })).toMatchObject({
      status: 409,
      body: { issues: [{ path: 'en_attente_validation', message: PENDING_ACCOUNT_MESSAGES.en_attente_validation }] },
    });
    expect(await api.t.call('POST', `/admin/clients/${first}/activation`, { token: api.admin, body: { active: true } })).toMatchObject({
      status: 409,
      body: { message: PENDING_ACCOUNT_MESSAGES.actif, issues: [{ path: 'active' }] },
    });
    // The record sent back with its flags unchanged (to block it, from the clients' list) is taken, and still waits.
    expect(await api.t.call('PUT', `/clients/${first}`, { token: api.admin, body: { ...waiting, bloque: true } })).toMatchObject({ status: 200, body: { bloque: true, actif: false, en_attente_validation: true } });
    expect((await api.t.call('PUT', `/clients/${first}`, { token: api.admin, body: { ...waiting, bloque: false } })).status).toBe(200);
    expect((await api.t.call('GET', `/clients/${first}`, { token: api.admin })).body).toMatchObject({ actif: false, en_attente_validation: true });
    expect(await signIn('premier@ouverture.fr')).toMatchObject({ status: 401, body: { message: 'Compte désactivé' } });

    const validated = await api.t.call('POST', `/admin/ouvertures/${first}/validation`, { token: api.admin });
    expect(validated.status).toBe(200);
    expect(fitsSchema(PublicClientSchema, validated.body)).toBe(true);
    expect(validated.body).toMatchObject({ id: first, actif: true, societe: 'Première Ouverture', date_validation: expect.any(String) });
    expect((validated.body as PublicClient).en_attente_validation).toBeUndefined();
    expect((await signIn('premier@ouverture.fr')).status).toBe(200);

    const refused = await api.t.call('POST', `/admin/ouvertures/${second}/refus`, { token: api.admin });
    expect(refused.body).toMatchObject({ id: second, actif: false, societe: 'Compte supprimé' });
    expect(refused.text).not.toContain('second@ouverture.fr');
    expect((await signIn('second@ouverture.fr')).status).toBe(401);

    expect((await api.t.call('GET', '/admin/ouvertures', { token: api.admin })).body).toEqual({ clients: [], total: 0 });
  });

  it('answers 404 for a client that is not awaiting validation, and changes nothing', async () => {
    for (const id of ['1', '3', '999', 'abc']) {
      for (const decision of ['validation', 'refus']) {
        expect(await api.t.call('POST', `/admin/ouvertures/${id}/${decision}`, { token: api.admin })).toMatchObject({
          status: 404,
          body: { message: "Aucune demande d'ouverture en attente pour ce client" },
        });
      }
    }
    // Client 3 was deactivated by the shop, not waiting: refusing or validating it does not touch it.
    expect(await api.t.call('POST', '/auth/login', { body: CREDENTIALS.inactive })).toMatchObject({ status: 401, body: { message: 'Compte désactivé' } });
  });
});

describe('/admin/clients/{id}: orders, invoices and delete-as-anonymise', () => {
  it("answers a client's own orders and invoices, newest first", async () => {
    const { status, body } = await api.t.call('GET', '/admin/clients/1/activity', { token: api.admin });
    expect(status).toBe(200);
    expect(fitsSchema(AdminClientActivitySchema, body)).toBe(true);
    const activity = body as AdminClientActivity;
    expect(activity.client).toMatchObject({ id: 1, pseudo: 'MARIED' });
    expect(activity.orders.map((order) => order.id)).toEqual(['ord-b', 'ord-a']);
    expect(activity.factures.map((facture) => facture.id)).toEqual(['fac-b', 'fac-a']);
    expect(JSON.stringify(body)).not.toContain('hash_password');
    expect(await api.t.call('GET', '/admin/clients/999/activity', { token: api.admin })).toMatchObject({ status: 404, body: { message: 'Client introuvable' } });
  });

  it('deletes a client as anonymised and inactive: its sessions end, its orders and invoices stay', async () => {
    const paulSession = await api.t.call('GET', '/auth/me', { token: api.paul });
    expect(paulSession.status).toBe(200);
    expect((await api.t.call('DELETE', '/clients/2', { token: api.admin })).status).toBe(204);
    expect((await api.t.call('GET', '/auth/me', { token: api.paul })).status).toBe(401);
    const { body, text } = await api.t.call('GET', '/admin/clients/2/activity', { token: api.admin });
    const activity = body as AdminClientActivity;
    expect(activity.client).toMatchObject({ id: 2, actif: false, societe: 'Compte supprimé', date_suppression: expect.any(String) });
    expect(text).not.toMatch(/PAULB/);
    expect(activity.orders.map((order) => order.id)).toEqual(['ord-c']);
    expect(activity.factures.map((facture) => facture.id)).toEqual(['fac-c']);
    expect((await api.t.call('POST', '/auth/login', { body: CREDENTIALS.noHash })).status).toBe(401);
  });
});
