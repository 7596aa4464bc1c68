import { describe, expect, it } from 'vitest';
import { ClientDashboardUserSchema, formatEuros } from '@otech/domain';
import type { QuoteRequest } from '@otech/domain';
import { CREDENTIALS } from '../../../test/helpers.ts';
import { fitsSchema, recordsApiForTests } from '../../../test/records.ts';
import { quoteDocument } from '../../pdf/quotePdf.ts';
import { clientById } from '../../db/clients.ts';
import { recordsOf } from '../../db/owned.ts';
import { replaceQuotes } from '../../db/quotes.ts';

const api = recordsApiForTests();

const product = { id: 'VP-AA-001', reference: 'VP-AA-001', name: 'Pile alcaline AA LR6', price: 2.5, category: 'vp' } as QuoteRequest['items'][number]['product'];
const quote = (id: string, userId: string, status: QuoteRequest['status'], extra: Partial<QuoteRequest> = {}): QuoteRequest => ({
  id,
  userId,
  items: [{ id: 'VP-AA-001', product, quantity: 40, addedAt: '2026-11-01T10:00:00.000Z' }],
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

async function addQuotes(): Promise<void> {
  await replaceQuotes(api.t.api.db, [
    quote('q-approved', '1', 'approved', { estimatedTotal: 92, notes: 'Remise de 8 %' }),
    quote('q-pending', '1', 'pending'),
    quote('q-paul', '2', 'approved'),
  ]);
}

const PERSON = {
  firstName: 'Marie',
  lastName: 'Durand',
  email: 'marie@durand-energie.fr',
  phone: '04 72 00 00 00',
  companyName: 'Durand Énergie SARL',
  siret: '12345678900011',
  vatNumber: 'FR12345678900',
  sector: 'energy',
  address: '5 rue Centrale',
  postalCode: '69001',
  city: 'Lyon',
  country: 'FR',
};

const IBAN = 'FR7630006000011234567890189';

describe('account routes refuse anonymous callers and administrators (spec 2 §6)', () => {
  it('answers 401 without a token and 403 to an admin', async () => {
    const routes = [
      ['GET', '/account/profile'],
      ['PUT', '/account/personal-info'],
      ['PUT', '/account/banking'],
      ['PUT', '/account/preferences'],
      ['GET', '/account/settings'],
      ['PUT', '/account/settings'],
      ['POST', '/account/password'],
      ['GET', '/account/export'],
      ['DELETE', '/account'],
      ['POST', '/account/quotes/q-approved/accept'],
      ['GET', '/account/quotes/q-approved/pdf'],
      ['POST', '/account/quotes/q-approved/duplicate'],
    ] as const;
    for (const [method, route] of routes) {
      expect((await api.t.call(method, route, { body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status, route).toBe(401);
      expect((await api.t.call(method, route, { token: api.admin, body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status, route).toBe(403);
    }
  });
});

describe('personal information, banking and settings (spec 2 §3.1-3.4)', () => {
  it('reads the caller as the client dashboard user, with the real first and last name', async () => {
    const { status, body } = await api.t.call('GET', '/account/profile', { token: api.marie });
    expect(status).toBe(200);
    expect(fitsSchema(ClientDashboardUserSchema, body)).toBe(true);
    expect(body).toMatchObject({ email: 'marie@durand-energie.fr', language: 'fr', currency: 'EUR' });
  });

  it('saves the personal information, and the welcome name follows', async () => {
    const { status, body } = await api.t.call('PUT', '/account/personal-info', { token: api.marie, body: PERSON });
    expect(status).toBe(200);
    expect(body).toMatchObject({ firstName: 'Marie', lastName: 'Durand', sector: 'energy', address: { street: '5 rue Centrale', postalCode: '69001', country: 'FR' } });
    const me = await api.t.call('GET', '/auth/me', { token: api.marie });
    expect(me.body).toMatchObject({ user: { firstName: 'Marie', lastName: 'Durand' } });
  });

  it('checks the postal code by country and the e-mail of others on the server', async () => {
    const belgian = await api.t.call('PUT', '/account/personal-info', { token: api.marie, body: { ...PERSON, country: 'BE', postalCode: '69001' } });
    expect(belgian).toMatchObject({ status: 400, body: { message: 'Code postal invalide (4 chiffres)', issues: [{ path: 'postalCode' }] } });
    const taken = await api.t.call('PUT', '/account/personal-info', { token: api.marie, body: { ...PERSON, email: 'paul@bernard.fr' } });
    expect(taken.status).toBe(409);
  });

  // Issue 11: every validation issue the API answers is French, a field left out of a form too.
  it('names a field left out of a form in French, and a text over 255 characters', async () => {
    const { lastName: _left, ...withoutLastName } = PERSON;
    const missing = await api.t.call('PUT', '/account/personal-info', { token: api.marie, body: { ...withoutLastName, firstName: 'M'.repeat(32_000) } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Maximum 255 caractères autorisés' } });
    expect((missing.body as { issues: unknown[] }).issues).toEqual([
      { path: 'firstName', message: 'Maximum 255 caractères autorisés' },
      { path: 'lastName', message: 'Ce champ est requis' },
    ]);
  });

  it('refuses a wrong IBAN checksum and a wrong BIC with the French message, storing nothing', async () => {
    const iban = await api.t.call('PUT', '/account/banking', { token: api.marie, body: { iban: 'FR7630006000011234567890188' } });
    expect(iban).toMatchObject({ status: 400, body: { message: 'IBAN invalide', issues: [{ path: 'iban', message: 'IBAN invalide' }] } });
    const bic = await api.t.call('PUT', '/account/banking', { token: api.marie, body: { bic: 'AGRI' } });
    expect(bic).toMatchObject({ status: 400, body: { message: 'BIC invalide' } });
    expect((await clientById(api.t.api.db, 1))?.bankingInfo).toBeUndefined();
  });

  it("stores every banking field of the customer's, the billing address only when it differs, and answers the IBAN masked", async () => {
    // Payment terms and credit limit are the shop's (issue 21): the form sends back the stored ones (none yet: 30 days).
    const banking = { bankName: 'Crédit Lyonnais', iban: IBAN, bic: 'CRLYFRPP', paymentTerms: 30, sameBillingAddress: false, billingAddress: '1 quai Est', billingPostalCode: '1000', billingCity: 'Lausanne', billingCountry: 'CH', invoiceFormat: 'both', invoiceDelivery: 'portal' };
    const { status, body, text } = await api.t.call('PUT', '/account/banking', { token: api.marie, body: banking });
    expect(status).toBe(200);
    expect(text).not.toContain(IBAN);
    expect(body).toMatchObject({ bankingInfo: { iban: 'FR76 •••• •••• 0189', bic: 'CRLYFRPP', paymentTerms: 30, sameBillingAddress: false, billingAddress: { street: '1 quai Est', city: 'Lausanne', country: 'Suisse' }, invoiceFormat: 'both', invoiceDelivery: 'portal' } });
    expect((await clientById(api.t.api.db, 1))?.iban).toBe(IBAN);
    const same = await api.t.call('PUT', '/account/banking', { token: api.marie, body: { ...banking, iban: '', sameBillingAddress: true } });
    expect((same.body as { bankingInfo: object }).bankingInfo).not.toHaveProperty('billingAddress');
    expect((await clientById(api.t.api.db, 1))?.iban).toBe(IBAN);
  });

  it('saves the settings of §3.4 and refuses an unknown language', async () => {
    const settings = { twoFactorEnabled: true, emailNotifications: false, marketingNotifications: true, language: 'de', currency: 'CHF' };
    expect((await api.t.call('PUT', '/account/preferences', { token: api.marie, body: settings })).body).toMatchObject(settings);
    expect((await api.t.call('PUT', '/account/preferences', { token: api.marie, body: { language: 'it' } })).status).toBe(400);
    expect((await api.t.call('GET', '/account/profile', { token: api.paul })).body).toMatchObject({ twoFactorEnabled: false, language: 'fr' });
  });
});

describe('Paramètres du Compte of the account dashboard (spec 2 §2.3 tab 6, §3.7, §5)', () => {
  it("reads and saves the caller's own record, never the pseudo, nobody else's", async () => {
    const read = await api.t.call('GET', '/account/settings', { token: api.marie });
    expect(read).toMatchObject({ status: 200, body: { email: 'marie@durand-energie.fr', pseudo: 'MARIED', pays: 'France' } });
    const values = { ...(read.body as Record<string, string>), societe: 'Durand Énergie SAS', gsm: '06 12 34 56 78', site_web: 'https://durand-energie.fr', pseudo: 'PIRATE' };
    const saved = await api.t.call('PUT', '/account/settings', { token: api.marie, body: values });
    expect(saved).toMatchObject({ status: 200, body: { societe: 'Durand Énergie SAS', gsm: '06 12 34 56 78', pseudo: 'MARIED' } });
    expect(await clientById(api.t.api.db, 1)).toMatchObject({ societe: 'Durand Énergie SAS', site_web: 'https://durand-energie.fr', pseudo: 'MARIED' });
    expect((await api.t.call('GET', '/account/settings', { token: api.paul })).body).toMatchObject({ email: 'paul@bernard.fr' });
  });

  it("refuses the spec's wrong values with its French messages and another client's e-mail, storing nothing", async () => {
    const before = { ...(await clientById(api.t.api.db, 1)) };
    const empty = await api.t.call('PUT', '/account/settings', { token: api.marie, body: { societe: '', email: 'marie' } });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Le nom de société est requis', issues: [{ path: 'societe' }, { path: 'email', message: 'Format email invalide' }] } });
    const taken = await api.t.call('PUT', '/account/settings', { token: api.marie, body: { societe: 'Durand', email: 'paul@bernard.fr' } });
    expect(taken.status).toBe(409);
    expect(await clientById(api.t.api.db, 1)).toEqual(before);
  });
});

describe('Mes Devis: accept, download, duplicate (issue 8)', () => {
  it("answers 404 for someone else's quote", async () => {
    await addQuotes();
    for (const [method, route] of [['POST', 'accept'], ['GET', 'pdf'], ['POST', 'duplicate']] as const) {
      expect((await api.t.call(method, `/account/quotes/q-paul/${route}`, { token: api.marie })).status, route).toBe(404);
    }
  });

  it('turns an approved quote into a confirmed order, once', async () => {
    await addQuotes();
    const { status, body } = await api.t.call('POST', '/account/quotes/q-approved/accept', { token: api.marie });
    expect(status).toBe(201);
    expect(body).toMatchObject({ quote: { id: 'q-approved', status: 'accepted' }, order: { status: 'confirmed' } });
    const { orderNumber } = (body as { order: { orderNumber: string } }).order;
    expect(orderNumber).toMatch(/^CMD-\d{4}-\d{5}$/);
    const orders = await api.t.call('GET', '/client-dashboard/orders', { token: api.marie });
    expect((orders.body as { items: { orderNumber: string; totalAmount: number; statusLabel: string }[] }).items[0]).toMatchObject({ orderNumber, totalAmount: 92 });
    expect((await api.t.call('POST', '/account/quotes/q-approved/accept', { token: api.marie })).status).toBe(409);
    expect((await api.t.call('POST', '/account/quotes/q-pending/accept', { token: api.marie })).body).toMatchObject({ message: 'Seul un devis approuvé peut être accepté' });
  });

  it('downloads the quote as a PDF laid out like the invoices', async () => {
    await addQuotes();
    const { status, headers, text } = await api.t.call('GET', '/account/quotes/q-approved/pdf', { token: api.marie });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe('attachment; filename="devis_q-approved.pdf"');
    expect(text.startsWith('%PDF')).toBe(true);
    const document = quoteDocument(quote('q-approved', '1', 'approved', { estimatedTotal: 92 }), undefined);
    expect(document.title).toBe('Devis #q-approv');
    expect(document.totals).toEqual([
      ['Total HT', formatEuros(100)],
      ['TVA 20 %', formatEuros(20)],
      ['Total TTC', formatEuros(120)],
      ['Montant estimé HT', formatEuros(92)],
    ]);
  });

  it("puts the quote's items back into the cart", async () => {
    await addQuotes();
    await api.t.call('DELETE', '/cart', { token: api.marie });
    const { status, body } = await api.t.call('POST', '/account/quotes/q-pending/duplicate', { token: api.marie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalItems: 40, items: [{ product: { id: 'VP-AA-001' }, quantity: 40 }] });
  });
});

describe('export my data (privacy policy)', () => {
  it('downloads everything held about the caller as JSON, and nobody else', async () => {
    const { status, headers, body, text } = await api.t.call('GET', '/account/export', { token: api.marie });
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="mes-donnees-otech-\d{4}-\d{2}-\d{2}\.json"$/);
    const sections = (body as { sections: Record<string, { clientId?: number; id?: unknown }[]> }).sections;
    expect(Object.keys(sections)).toEqual(['client', 'panier', 'devis', 'orders', 'factures', 'addresses', 'favorites', 'loyalty', 'notifications', 'notificationSettings']);
    expect(sections['orders']?.map((order) => order.clientId)).toEqual(expect.arrayContaining([1]));
    expect(text).not.toContain('"ord-c"');
    expect(text).not.toContain('PAUL999FR');
    expect(text).not.toContain('hash_password');
  });

  it('downloads the same as CSV for a French spreadsheet', async () => {
    const { status, headers, text } = await api.t.call('GET', '/account/export?format=csv', { token: api.marie });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(text.split('\r\n')[0]).toBe('rubrique;element;champ;valeur');
    const raw = await fetch(`${api.t.api.url}/account/export?format=csv`, { headers: { authorization: `Bearer ${api.marie}` } });
    // The byte order mark a French spreadsheet needs to read UTF-8 (text() drops it).
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain('client;1;email;marie@durand-energie.fr');
    expect((await api.t.call('GET', '/account/export?format=xml', { token: api.marie })).status).toBe(400);
  });
});

describe('change password and delete account (issue 8)', () => {
  it('refuses a wrong current password, then stores the new one as a hash and ends the other sessions', async () => {
    const other = await api.t.customerToken(CREDENTIALS.hashed);
    const wrong = await api.t.call('POST', '/account/password', { token: api.marie, body: { currentPassword: 'pas-le-bon', newPassword: 'Nouveau2026!', confirmPassword: 'Nouveau2026!' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Mot de passe actuel incorrect' } });
    const short = await api.t.call('POST', '/account/password', { token: api.marie, body: { currentPassword: CREDENTIALS.hashed.password, newPassword: 'court', confirmPassword: 'court' } });
    expect(short).toMatchObject({ status: 400, body: { message: 'Minimum 8 caractères requis' } });
    const changed = await api.t.call('POST', '/account/password', { token: api.marie, body: { currentPassword: CREDENTIALS.hashed.password, newPassword: 'Nouveau2026!', confirmPassword: 'Nouveau2026!' } });
    expect(changed.status).toBe(200);
    expect((await clientById(api.t.api.db, 1))?.hash_password).toMatch(/^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    // This session goes on with the new token it was given; every other one has ended.
    const renewed = (changed.body as { token: string }).token;
    expect((await api.t.call('GET', '/account/profile', { token: renewed })).status).toBe(200);
    expect((await api.t.call('GET', '/account/profile', { token: api.marie })).status).toBe(401);
    expect((await api.t.call('GET', '/account/profile', { token: other })).status).toBe(401);
    expect((await api.t.call('POST', '/auth/login', { body: CREDENTIALS.hashed })).status).toBe(401);
    expect((await api.t.call('POST', '/auth/login', { body: { ...CREDENTIALS.hashed, password: 'Nouveau2026!' } })).status).toBe(200);
  });

  it('deactivates and anonymises the caller, keeps the invoices and orders, and ends the session', async () => {
    // Issue 27: the password is asked again; without it, or wrong, nothing is erased.
    expect((await api.t.call('DELETE', '/account', { token: api.paul })).body).toMatchObject({ issues: [{ path: 'password' }] });
    expect((await api.t.call('DELETE', '/account', { token: api.paul, body: { password: 'pas-le-bon' } })).body).toEqual({
      message: 'Mot de passe incorrect',
      issues: [{ path: 'password', message: 'Mot de passe incorrect' }],
    });
    expect((await clientById(api.t.api.db, 2))?.actif).toBe(true);
    const { status } = await api.t.call('DELETE', '/account', { token: api.paul, body: { password: CREDENTIALS.noHash.password } });
    expect(status).toBe(204);
    const record = (await clientById(api.t.api.db, 2));
    expect(record).toMatchObject({ actif: false, societe: 'Compte supprimé' });
    expect(JSON.stringify(record)).not.toContain('paul@bernard.fr');
    expect((await recordsOf(api.t.api.db, 'factures', 2)).map((facture) => facture.id)).toEqual(['fac-c']);
    expect((await recordsOf(api.t.api.db, 'orders', 2)).map((order) => order.id)).toEqual(['ord-c']);
    expect((await recordsOf(api.t.api.db, 'addresses', 2))).toEqual([]);
    expect((await api.t.call('GET', '/account/profile', { token: api.paul })).status).toBe(401);
    expect((await api.t.call('POST', '/auth/login', { body: CREDENTIALS.noHash })).status).toBe(401);
    expect((await clientById(api.t.api.db, 1))?.actif).toBe(true);
  });
});
