import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIRET_MESSAGE, STAFF_CLIENT_MESSAGES, STAFF_MESSAGES } from '@otech/domain';
import type { PublicClient, StaffRole } from '@otech/domain';
import { AUTH_ROUTE_MESSAGES } from '../src/http/messages.ts';
import { CREDENTIALS, staffTokens, TestApi } from './helpers.ts';

let t: TestApi;
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  t = await TestApi.start();
  tokens = await staffTokens(t);
}, 180_000);
afterAll(() => t.stop());

const auditOf = (recordId: string) =>
  t.api.db.sql.selectFrom('audit_trail').select(['action', 'before', 'after', 'staff_name', 'staff_role']).where('kind', '=', 'client').where('record_id', '=', recordId).orderBy('id').execute();

const NEW_CLIENT = {
  pseudo: 'GARAGEMOREAU',
  societe: 'Garage Moreau',
  prenom: 'Luc',
  nom: 'Moreau',
  email: 'contact@garage-moreau.fr',
  siret: '732 829 320 00074',
  tva_cee: 'FR44732829320',
  famille: 'Revendeur',
  adresse_debut: '12 rue des Lilas',
  code_postal: '69003',
  ville: 'Lyon',
  representant: 'Marie Leroy',
  instructions_speciales: 'Livrer le matin',
};

describe('clients created, edited and deactivated from the administration (issue 23)', () => {
  let created: PublicClient;

  it('creates a client (Commercial), with its audit entry naming who; its family sets its price list', async () => {
    const answer = await t.call('POST', '/admin/clients', { token: tokens.commercial, body: NEW_CLIENT });
    expect(answer.status).toBe(201);
    created = answer.body as PublicClient;
    expect(created).toMatchObject({ societe: 'Garage Moreau', siret: '732 829 320 00074', representant: 'Marie Leroy', actif: true, bloque: false, pays: 'France' });
    expect(await auditOf(String(created.id))).toEqual([
      { action: 'création', before: null, after: expect.objectContaining({ societe: 'Garage Moreau', famille: 'Revendeur' }), staff_name: 'Marie Leroy', staff_role: 'commercial' },
    ]);
    const terms = await t.call('GET', `/admin/clients/${created.id}/terms`, { token: tokens.commercial });
    expect(terms.body).toMatchObject({ priceList: 'revendeur' });
  });

  it('refuses a taken e-mail, pseudo or SIRET with its French message, and a wrong SIRET by its field', async () => {
    const email = await t.call('POST', '/admin/clients', { token: tokens.administrateur, body: { ...NEW_CLIENT, pseudo: 'AUTRE', siret: '', email: 'MARIE@durand-energie.fr' } });
    expect([email.status, (email.body as { message: string }).message]).toEqual([409, AUTH_ROUTE_MESSAGES.emailTaken]);
    const siret = await t.call('POST', '/admin/clients', { token: tokens.administrateur, body: { ...NEW_CLIENT, pseudo: 'AUTRE', email: 'autre@garage.fr', siret: '73282932000074' } });
    expect([siret.status, (siret.body as { message: string }).message]).toEqual([409, STAFF_CLIENT_MESSAGES.siretTaken]);
    const wrong = await t.call('POST', '/admin/clients', { token: tokens.administrateur, body: { ...NEW_CLIENT, pseudo: 'AUTRE', email: 'autre@garage.fr', siret: '73282932000075' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: SIRET_MESSAGE, issues: [{ path: 'siret', message: SIRET_MESSAGE }] });
    const clients = await t.api.db.sql.selectFrom('clients').select('id').execute();
    expect(clients).toHaveLength(5);
  });

  it('edits the record, clearing a blank field, keeping the password and writing what changed before and after', async () => {
    const { pseudo: _pseudo, ...fields } = NEW_CLIENT;
    const edit = { ...fields, societe: 'Garage Moreau & Fils', representant: undefined, ville: 'Villeurbanne', code_postal: '69100' };
    const answer = await t.call('PUT', `/admin/clients/${created.id}`, { token: tokens.administrateur, body: edit });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ societe: 'Garage Moreau & Fils', ville: 'Villeurbanne', pseudo: 'GARAGEMOREAU' });
    expect((answer.body as PublicClient).representant).toBeUndefined();
    expect((await auditOf(String(created.id))).at(-1)).toEqual({
      action: 'fiche',
      before: { societe: 'Garage Moreau', code_postal: '69003', ville: 'Lyon', representant: 'Marie Leroy' },
      after: { societe: 'Garage Moreau & Fils', code_postal: '69100', ville: 'Villeurbanne', representant: null },
      staff_name: 'Administrateur',
      staff_role: 'administrateur',
    });
    const taken = await t.call('PUT', `/admin/clients/${created.id}`, { token: tokens.administrateur, body: { ...edit, email: 'paul@bernard.fr' } });
    expect(taken.status).toBe(409);
    expect((await t.call('PUT', '/admin/clients/999', { token: tokens.administrateur, body: edit })).status).toBe(404);
  });

  it('deactivates a client: its session ends at once, the change is audited, and reactivating brings the sign-in back', async () => {
    const marie = await t.customerToken(CREDENTIALS.hashed);
    expect((await t.call('GET', '/auth/me', { token: marie })).status).toBe(200);
    const off = await t.call('POST', '/admin/clients/1/activation', { token: tokens.commercial, body: { active: false } });
    expect([off.status, (off.body as PublicClient).actif]).toEqual([200, false]);
    expect((await t.call('GET', '/auth/me', { token: marie })).status).toBe(401);
    expect((await auditOf('1')).at(-1)).toMatchObject({ action: 'désactivation', before: { actif: true }, after: { actif: false } });
    expect((await t.call('POST', '/admin/clients/1/activation', { token: tokens.commercial, body: { active: true } })).status).toBe(200);
    expect((await t.call('GET', '/auth/me', { token: await t.customerToken(CREDENTIALS.hashed) })).status).toBe(200);
  });

  it('lets Comptabilité and Logistique read clients but neither create, edit nor deactivate them', async () => {
    for (const role of ['comptabilite', 'logistique'] as const) {
      for (const [method, path, body] of [['POST', '/admin/clients', NEW_CLIENT], ['PUT', '/admin/clients/1', NEW_CLIENT], ['POST', '/admin/clients/1/activation', { active: false }]] as const) {
        const answer = await t.call(method, path, { token: tokens[role], body });
        expect([answer.status, (answer.body as { message: string }).message], `${role} ${method} ${path}`).toEqual([403, STAFF_MESSAGES.forbidden]);
      }
      expect((await t.call('GET', '/admin/representatives', { token: tokens[role] })).status).toBe(200);
    }
  });

  it('offers the active Commercial staff as representatives', async () => {
    const answer = await t.call('GET', '/admin/representatives', { token: tokens.commercial });
    expect(answer.body).toEqual([{ id: expect.any(String), name: 'Marie Leroy' }]);
  });

  it('records a change of terms with its values before and after', async () => {
    const answer = await t.call('PUT', '/admin/clients/2/terms', { token: tokens.commercial, body: { paymentTerms: 60, creditLimit: 5000, priceList: 'premium' } });
    expect(answer.status).toBe(200);
    expect((await auditOf('2')).at(-1)).toMatchObject({ action: 'conditions', before: { paymentTerms: 30, creditLimit: null, priceList: 'revendeur' }, after: { paymentTerms: 60, creditLimit: 5000, priceList: 'premium' } });
  });

  it("audits staff writes on spec 3's client routes too, and never a customer's own", async () => {
    const paul = (await t.call('GET', '/clients/2', { token: tokens.commercial })).body as PublicClient;
    const { id: _id, date_creation: _created, date_modification: _modified, ...record } = paul;
    expect((await t.call('PUT', '/clients/2', { token: tokens.commercial, body: { ...record, ville: 'Lille' } })).status).toBe(200);
    expect((await auditOf('2')).at(-1)).toMatchObject({ action: 'modification', after: expect.objectContaining({ ville: 'Lille' }), staff_name: 'Marie Leroy' });
    const entries = (await auditOf('2')).length;
    const paulToken = await t.customerToken(CREDENTIALS.noHash);
    expect((await t.call('PUT', '/auth/me', { token: paulToken, body: { ville: 'Roubaix' } })).status).toBe(200);
    expect(await auditOf('2')).toHaveLength(entries);
    expect((await t.call('DELETE', '/clients/4', { token: tokens.administrateur })).status).toBe(204);
    expect((await auditOf('4')).at(-1)).toMatchObject({ action: 'suppression', before: expect.objectContaining({ email: 'luc@bloque.fr' }) });
  });
});
