import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultValidUntil, isoDay } from '@otech/domain';
import { ROUTE_MODULES } from '../src/app.ts';
import { insertRecord } from '../src/db/owned.ts';
import { CONTACT_REQUEST, CREDENTIALS, TestApi } from './helpers.ts';
import type { Call } from './helpers.ts';
import { FACTURE_A } from './records.ts';

/*
 * Issue 23: every staff write leaves an entry in the audit trail. The routes are enumerated from the
 * route tables, so a new staff write route without a case below fails here until it is audited and
 * given one. Each case makes a real, successful call as the Administrateur (creating first what it
 * needs); the test checks that the call added an entry naming that member.
 */

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await TestApi.start({ onlineOrdering: true });
  admin = await t.adminToken();
}, 180_000);
afterAll(() => t.stop());

const key = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;
const writes = (auth: readonly string[]) => ROUTE_MODULES.flat().filter((route) => auth.includes(route.auth) && route.method !== 'get');

/** A staff write route's call: what it needs is made first, then the call itself is returned, to be measured alone. */
type WriteCase = () => Promise<() => Promise<Call>>;

const ok = (call: Call, what: string) => {
  expect(call.status, `${what}: ${call.text.slice(0, 300)}`).toBeLessThan(300);
  return call;
};
const as = (token: string, method: string, path: string, body?: unknown) => () => t.call(method, path, { token, body });
const staff = (method: string, path: string, body?: unknown) => as(admin, method, path, body);

/** A file sent as the body, as the photo and catalogue pages send them. */
const upload = (method: string, path: string, type: string, bytes: Uint8Array | string) => async (): Promise<Call> => {
  const response = await fetch(t.api.url + path, { method, headers: { 'content-type': type, authorization: `Bearer ${admin}` }, body: bytes });
  const text = await response.text();
  return { status: response.status, body: text, text, headers: response.headers };
};
const jpeg = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#cc3300' } }).jpeg().toBuffer();

let serial = 0;
const unique = (prefix: string) => `${prefix}-${(serial += 1)}`;

/** A client signed in as by the Administrateur: the token of that session. */
async function impersonating(clientId: number): Promise<string> {
  return (ok(await t.call('POST', `/admin/impersonate/${clientId}`, { token: admin }), 'impersonate').body as { token: string }).token;
}

/** A quote request of Marie's (client 1), made in her account: its id and when it was last changed. */
async function quoteRequest(): Promise<{ id: string; updatedAt: string }> {
  const marie = await t.customerToken(CREDENTIALS.hashed);
  ok(await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001', quantity: 10 } }), 'cart');
  const quote = ok(await t.call('POST', '/quote-requests', { token: marie, body: {} }), 'quote request').body as { id: string; updatedAt: string };
  return { id: quote.id, updatedAt: quote.updatedAt };
}

const LINES = [{ designation: 'Pile alcaline AA LR6', reference: 'VP-AA-001', quantity: 10, unitPriceHT: 2.5, discountPercent: 0 }];

/** A quote of Marie's priced and sent by staff. */
async function sentQuote(): Promise<string> {
  const quote = await quoteRequest();
  ok(await staff('POST', `/admin/quote-requests/${quote.id}/send`, { lines: LINES, validUntil: defaultValidUntil(isoDay(new Date())), basedOn: quote.updatedAt })(), 'send quote');
  return quote.id;
}

/** An order of Marie's: a sent quote she accepted. */
async function order(): Promise<string> {
  const id = await sentQuote();
  const marie = await t.customerToken(CREDENTIALS.hashed);
  const accepted = ok(await t.call('POST', `/account/quotes/${id}/accept`, { token: marie, body: { purchaseOrderReference: unique('BC') } }), 'accept');
  return (accepted.body as { order: { id: string } }).order.id;
}

/** An invoice issued to client 1, with one line. */
async function invoice(statut = 'envoyee'): Promise<string> {
  const lignes = [{ reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', quantite: 4, prix_unitaire_ht: 2.5 }];
  const created = ok(await staff('POST', '/factures', { statut, client_id: 1, client_nom: 'Durand Energie SARL', date_facture: isoDay(new Date()), montant_ttc: 12, lignes })(), 'invoice');
  return (created.body as { data: { id: string } }).data.id;
}

const NOMENCLATURE = { reference: 'DC-CAN-005', designation: 'Pack Canon LP-E6 2S', composants: [{ reference: 'VP-AA-001', quantite: 4 }], main_oeuvre: 5 };
const ADMIN_PRODUCT = { name: 'Pile 9 V lithium', category: 'vp', price: 7.5, stock: 40, isPromoted: false };

const STAFF_WRITES: Readonly<Record<string, WriteCase>> = {
  'POST /products': async () => staff('POST', '/products', { id: 'VX-AUD-1', reference: 'VX-AUD-1', name: 'Adaptateur', category: 'vx', price: 2 }),
  'PUT /products/:id': async () => staff('PUT', '/products/VX-AUD-1', { id: 'VX-AUD-1', reference: 'VX-AUD-1', name: 'Adaptateur secteur', category: 'vx', price: 2.5 }),
  'DELETE /products/:id': async () => staff('DELETE', '/products/VX-AUD-1'),
  'POST /admin/impersonate/:clientId': async () => staff('POST', '/admin/impersonate/2'),
  'POST /admin/factures/:id/avoirs': async () => staff('POST', `/admin/factures/${await invoice()}/avoirs`, { lignes: [{ ligne: '1', quantite: 1 }] }),
  'PUT /admin/clients/:id/terms': async () => staff('PUT', '/admin/clients/2/terms', { paymentTerms: 60, creditLimit: 5000, priceList: 'premium' }),
  'PUT /admin/price-lists/:id': async () => {
    const detail = ok(await t.call('GET', '/admin/price-lists/premium', { token: admin }), 'price list').body as { list: unknown };
    return staff('PUT', '/admin/price-lists/premium', detail.list);
  },
  'POST /admin/price-lists/:id/csv': async () =>
    staff('POST', '/admin/price-lists/premium/csv', { rows: [{ line: 2, cells: { type: 'rule', scope: 'catalogue', target: '', min_quantity: '', price_ht: '', percent_off: '30' } }], dryRun: false, forceValidRows: false }),
  'PUT /admin/clients/:id/price-list': async () => staff('PUT', '/admin/clients/1/price-list', { listId: 'premium' }),
  'PUT /admin/clients/:id/contract-prices': async () => staff('PUT', '/admin/clients/1/contract-prices', { contractPrices: [{ productId: 'VC-CH-003', priceCents: 1234 }] }),
  'PUT /admin/clients/:id/price-review-exemption': async () => staff('PUT', '/admin/clients/2/price-review-exemption', { exempt: true }),
  'POST /admin/price-review': async () => {
    // Paul (client 2), a Revendeur buying nothing this period, not exempted: the review moves him.
    ok(await staff('PUT', '/admin/clients/2/price-list', { listId: 'revendeur' })(), 'list');
    ok(await staff('PUT', '/admin/clients/2/price-review-exemption', { exempt: false })(), 'exemption');
    return staff('POST', '/admin/price-review', { dryRun: false });
  },
  'POST /factures': async () => staff('POST', '/factures', { statut: 'brouillon', client_id: 1, client_nom: 'Durand Energie SARL', date_facture: isoDay(new Date()), montant_ttc: 0 }),
  'PUT /factures/:id': async () => staff('PUT', `/factures/${await invoice('brouillon')}`, { notes: 'Livraison en deux fois' }),
  'DELETE /factures/:id': async () => staff('DELETE', `/factures/${await invoice('brouillon')}`),
  'POST /factures/:id/paiements': async () => staff('POST', `/factures/${await invoice()}/paiements`, { montant: 5, date_paiement: isoDay(new Date()), mode: 'Virement' }),
  'POST /clients': async () => staff('POST', '/clients', { pseudo: 'AUDIT1', societe: 'Audit Énergie', email: 'audit1@nouvelle.fr' }),
  'PUT /clients/:id': async () => {
    const client = ok(await t.call('GET', '/clients/pseudo/AUDIT1', { token: admin }), 'client').body as { id: number };
    return staff('PUT', `/clients/${client.id}`, { pseudo: 'AUDIT1', societe: 'Audit Énergie SAS', email: 'audit1@nouvelle.fr' });
  },
  'DELETE /clients/:id': async () => {
    const client = ok(await t.call('GET', '/clients/pseudo/AUDIT1', { token: admin }), 'client').body as { id: number };
    return staff('DELETE', `/clients/${client.id}`);
  },
  'PATCH /admin/orders/:id': async () => staff('PATCH', '/admin/orders/ord-0007', { paymentStatus: 'paid' }),
  'POST /admin/relances': async () => {
    await insertRecord(t.api.db, 'factures', { ...FACTURE_A, id: 'fac-late', numero_facture: 'FA-2026-09001' });
    return staff('POST', '/admin/relances', { factureId: 'fac-late' });
  },
  'POST /admin/catalogue/import': async () =>
    upload('POST', '/admin/catalogue/import?file=audit.csv&apply=true', 'text/csv', 'reference;name;price;category;stock\nNEW-AUD-1;Pile bouton CR2032;0,9;vp;40\n'),
  'POST /admin/clients/import': async () =>
    staff('POST', '/admin/clients/import', { file: 'export-compta.csv', header: ['Code client', 'Raison sociale', 'E-mail', 'SIRET'], rows: [{ line: 2, cells: ['IMP-AUD', 'Import Audit', 'import-audit@nouvelle.fr', ''] }], apply: true }),
  'POST /admin/clients': async () => staff('POST', '/admin/clients', { societe: 'Fiche Audit', email: 'fiche-audit@nouvelle.fr', pseudo: 'FICHEAUDIT' }),
  'PUT /admin/clients/:id': async () => {
    const client = ok(await t.call('GET', '/clients/pseudo/FICHEAUDIT', { token: admin }), 'client').body as { id: number };
    return staff('PUT', `/admin/clients/${client.id}`, { societe: 'Fiche Audit SAS', email: 'fiche-audit@nouvelle.fr', pseudo: 'FICHEAUDIT' });
  },
  'POST /admin/clients/:id/activation': async () => staff('POST', '/admin/clients/2/activation', { active: false }),
  'POST /admin/clients/:id/invitation': async () => {
    const client = ok(await t.call('GET', '/clients/pseudo/FICHEAUDIT', { token: admin }), 'client').body as { id: number };
    return staff('POST', `/admin/clients/${client.id}/invitation`);
  },
  'POST /admin/ouvertures/:id/validation': async () => staff('POST', `/admin/ouvertures/${await registration('valide@nouvelle.fr')}/validation`),
  'POST /admin/ouvertures/:id/refus': async () => staff('POST', `/admin/ouvertures/${await registration('refuse@nouvelle.fr')}/refus`),
  'POST /admin/nomenclatures': async () => staff('POST', '/admin/nomenclatures', NOMENCLATURE),
  'PUT /admin/nomenclatures/:id': async () => staff('PUT', `/admin/nomenclatures/${await nomenclatureId()}`, { ...NOMENCLATURE, main_oeuvre: 6 }),
  'DELETE /admin/nomenclatures/:id': async () => staff('DELETE', `/admin/nomenclatures/${await nomenclatureId()}`),
  'POST /admin/products': async () => staff('POST', '/admin/products', { ...ADMIN_PRODUCT, reference: 'VP-9V-AUD' }),
  'PUT /admin/products/:id': async () => staff('PUT', '/admin/products/VP-9V-AUD', { ...ADMIN_PRODUCT, name: 'Pile 9 V lithium longue durée' }),
  'POST /admin/products/:id/archive': async () => staff('POST', '/admin/products/VP-9V-AUD/archive'),
  'POST /admin/products/:id/restore': async () => staff('POST', '/admin/products/VP-9V-AUD/restore'),
  'PUT /admin/products/:id/stock': async () => staff('PUT', '/admin/products/VP-9V-AUD/stock', { stock: 12 }),
  'PUT /admin/products/:id/photos/:view': async () => upload('PUT', '/admin/products/VP-AA-001/photos/av', 'image/jpeg', await jpeg()),
  'PUT /admin/products/by-reference/:reference/photos/:view': async () => upload('PUT', '/admin/products/by-reference/VP-AA-001/photos/ar', 'image/jpeg', await jpeg()),
  'DELETE /admin/products/:id/photos/:view': async () => staff('DELETE', '/admin/products/VP-AA-001/photos/ar'),
  'PUT /admin/referencement/:cible/:cle': async () =>
    staff('PUT', '/admin/referencement/produit/VP-AA-001', { titre: 'Piles alcalines AA LR6 en gros', description: 'Piles AA LR6 pour les professionnels.', slug: 'piles-aa-lr6' }),
  'POST /admin/orders/:id/validate': async () => {
    ok(await staff('PUT', '/admin/clients/1/terms', { paymentTerms: 30, creditLimit: 1, priceList: 'professionnel' })(), 'credit limit');
    const marie = await t.customerToken(CREDENTIALS.hashed);
    ok(await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001', quantity: 50 } }), 'cart');
    const held = ok(await t.call('POST', '/account/orders', { token: marie, body: {} }), 'held order').body as { id: string; status: string };
    expect(held.status).toBe('pending');
    ok(await staff('PUT', '/admin/clients/1/terms', { paymentTerms: 30, creditLimit: 100_000, priceList: 'professionnel' })(), 'credit limit back');
    return staff('POST', `/admin/orders/${held.id}/validate`);
  },
  'POST /admin/staff': async () => staff('POST', '/admin/staff', { name: 'Noé Blanc', email: 'noe.audit@example.test', role: 'commercial', password: 'Premier2026!' }),
  'PATCH /admin/staff/:id': async () => {
    const list = ok(await t.call('GET', '/admin/staff', { token: admin }), 'staff').body as { id: string; email: string }[];
    return staff('PATCH', `/admin/staff/${list.find((member) => member.email === 'noe.audit@example.test')?.id ?? ''}`, { role: 'logistique' });
  },
  'POST /admin/me/password': async () => {
    const member = await t.adminToken({ username: 'noe.audit@example.test', password: 'Premier2026!' });
    return as(member, 'POST', '/admin/me/password', { currentPassword: 'Premier2026!', newPassword: 'Second2026!!', confirmPassword: 'Second2026!!' });
  },
  'PATCH /admin/contact-requests/:id': async () => {
    const sent = ok(await t.call('POST', '/contact-requests', { body: CONTACT_REQUEST }), 'contact request').body as { id: string };
    return staff('PATCH', `/admin/contact-requests/${sent.id}`, { status: 'answered' });
  },
  'POST /admin/quote-requests/:id/send': async () => {
    const quote = await quoteRequest();
    return staff('POST', `/admin/quote-requests/${quote.id}/send`, { lines: LINES, validUntil: defaultValidUntil(isoDay(new Date())), basedOn: quote.updatedAt });
  },
  'POST /admin/quote-requests/:id/messages': async () => staff('POST', `/admin/quote-requests/${await sentQuote()}/messages`, { text: 'Livrable sous 48 h.' }),
  'POST /admin/orders/:id/shipments': async () => staff('POST', `/admin/orders/${await order()}/shipments`, { carrier: 'DPD', trackingNumber: 'D1', lines: [{ line: 0, quantity: 10 }] }),
  'POST /admin/shipments/:id/invoice': async () => {
    const shipped = ok(await staff('POST', `/admin/orders/${await order()}/shipments`, { carrier: 'DPD', trackingNumber: 'L1', lines: [{ line: 0, quantity: 10 }], issueInvoice: false })(), 'ship');
    return staff('POST', `/admin/shipments/${(shipped.body as { shipment: { id: string } }).shipment.id}/invoice`);
  },
  'POST /admin/bulk/orders/status': async () => staff('POST', '/admin/bulk/orders/status', { ids: ['ord-0007'], status: 'confirmed' }),
  'POST /admin/bulk/invoices/reminders': async () => {
    await insertRecord(t.api.db, 'factures', { ...FACTURE_A, id: 'fac-late-bulk', numero_facture: 'FA-2026-09977' });
    return staff('POST', '/admin/bulk/invoices/reminders', { ids: ['fac-late-bulk'] });
  },
  'POST /admin/bulk/clients/price-list': async () => staff('POST', '/admin/bulk/clients/price-list', { ids: ['1'], listId: 'revendeur' }),
  'POST /admin/bulk/clients/representative': async () => staff('POST', '/admin/bulk/clients/representative', { ids: ['1'], representativeId: 'staff-2' }),
};

/** Staff write routes that change nothing the trail records, each with why. */
const NOT_RECORDED: Readonly<Record<string, string>> = {
  'POST /auth/logout': 'ends the caller’s own session; an impersonation’s end is recorded (auditTrail.test.ts)',
  'POST /admin/bulk/orders/delivery-notes/check': 'checks a download: changes nothing',
  'POST /admin/bulk/orders/delivery-notes': 'a download of the delivery notes: changes nothing',
  'POST /admin/bulk/invoices/pdfs/check': 'checks a download: changes nothing',
  'POST /admin/bulk/invoices/pdfs': 'a download of the invoices: changes nothing',
  'POST /admin/nomenclatures/parts': 'looks up the catalogue prices of parts being typed: changes nothing',
};

async function registration(email: string): Promise<number> {
  const registered = await t.call('POST', '/auth/register', {
    body: { firstName: 'Nadia', lastName: 'Nouvelle', email, password: 'secret-long', confirmPassword: 'secret-long', companyName: 'Nouvelle Énergie', companyType: 'marine', address: { street: '1 quai Sud', city: 'Brest', postalCode: '29200' }, acceptTerms: true },
  });
  ok(registered, 'register');
  const pending = ok(await t.call('GET', '/admin/ouvertures', { token: admin }), 'openings').body as { clients: { id: number; email: string }[] };
  const client = pending.clients.find((each) => each.email === email);
  if (!client) throw new Error(`${email} is not awaiting validation`);
  return client.id;
}

async function nomenclatureId(): Promise<string> {
  const all = ok(await t.call('GET', '/admin/nomenclatures', { token: admin }), 'nomenclatures').body as { id: string; reference: string }[];
  return all.find((each) => each.reference === NOMENCLATURE.reference)?.id ?? '';
}

const lastEntry = () => t.api.db.sql.selectFrom('audit_trail').select(['id', 'staff_id', 'client_id', 'client_name', 'kind', 'action', 'after']).orderBy('id', 'desc').limit(1).executeTakeFirst();

describe('every staff write is recorded in the audit trail (issue 23)', () => {
  const staffWrites = writes(['admin', 'signedIn']).map(key);

  it('has a case, or a reason not to be recorded, for every staff write route of the tables', () => {
    expect(staffWrites.filter((route) => !(route in STAFF_WRITES) && !(route in NOT_RECORDED))).toEqual([]);
    // A case for a route that is gone would test nothing.
    expect(Object.keys(STAFF_WRITES).filter((route) => !staffWrites.includes(route))).toEqual([]);
  });

  // In the tables' order: a later case may use what an earlier one made (a client, a nomenclature).
  it.each(staffWrites.filter((route) => route in STAFF_WRITES))('%s leaves an entry naming who made it', async (route) => {
    const call = await STAFF_WRITES[route]!();
    const before = (await lastEntry())?.id ?? '0';
    const answer = await call();
    expect(answer.status, `${route}: ${answer.text.slice(0, 300)}`).toBeLessThan(300);
    const entries = await t.api.db.sql.selectFrom('audit_trail').select(['staff_id', 'kind', 'action']).where('id', '>', before).execute();
    expect(entries.length, `${route} left no entry`).toBeGreaterThan(0);
    // Changing one's password is the member's own write; every other case is the Administrateur's.
    if (route !== 'POST /admin/me/password') expect(entries.map((entry) => entry.staff_id)).toContain('admin-1');
  });

  it('removing a photo never stored changes and records nothing', async () => {
    const before = (await lastEntry())?.id;
    expect((await staff('DELETE', '/admin/products/VP-AAA-002/photos/ar')()).status).toBe(200);
    expect((await lastEntry())?.id).toBe(before);
  });
});

describe('writes made while signed in as a client name the staff member and the client (issue 23)', () => {
  it('says for every customer write route what it is recorded as, or that it writes nothing', () => {
    expect(writes(['customer', 'signedIn']).filter((route) => route.impersonated === undefined).map(key)).toEqual([]);
  });

  it('records an address added and an order placed in the client’s account with both names, in the write’s transaction', async () => {
    const token = await impersonating(1);
    const added = await t.call('POST', '/client-dashboard/addresses', { token, body: { name: 'Dépôt', street: '3 rue du Port', city: 'Brest', postalCode: '29200' } });
    expect(added.status, added.text).toBe(201);
    expect(await lastEntry()).toMatchObject({ staff_id: 'admin-1', client_id: '1', client_name: 'Durand Energie SARL', kind: 'client', action: 'adresse ajoutée', after: expect.objectContaining({ street: '3 rue du Port' }) });

    ok(await staff('PUT', '/admin/clients/1/terms', { paymentTerms: 30, creditLimit: 100_000, priceList: 'professionnel' })(), 'credit limit');
    ok(await t.call('POST', '/cart/items', { token, body: { productId: 'VP-AA-001', quantity: 2 } }), 'cart');
    const placed = await t.call('POST', '/account/orders', { token, body: { purchaseOrderReference: 'BC-PAR-MARIE' } });
    expect(placed.status, placed.text).toBe(201);
    expect(await lastEntry()).toMatchObject({ staff_id: 'admin-1', client_id: '1', client_name: 'Durand Energie SARL', action: 'commande passée' });

    // A write refused after it wrote leaves nothing, entry included: the address stored first is undone
    // when the database refuses its entry (a trigger stands for any later step that fails).
    const before = (await lastEntry())?.id;
    await sql`create function refuse_entry() returns trigger language plpgsql as $$ begin raise exception 'entry refused'; end $$`.execute(t.api.db.sql);
    await sql`create trigger refuse_entry before insert on audit_trail for each row when (new.after->>'street' = '13 rue du Refus') execute function refuse_entry()`.execute(t.api.db.sql);
    try {
      const refused = await t.call('POST', '/client-dashboard/addresses', { token, body: { name: 'Refusé', street: '13 rue du Refus', city: 'Brest', postalCode: '29200' } });
      expect(refused.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_entry on audit_trail`.execute(t.api.db.sql);
      await sql`drop function refuse_entry()`.execute(t.api.db.sql);
    }
    expect((await lastEntry())?.id).toBe(before);
    const addresses = ok(await t.call('GET', '/client-dashboard/addresses', { token }), 'addresses').body as { street: string }[];
    expect(addresses.map((address) => address.street)).not.toContain('13 rue du Refus');

    // The client's timeline shows both names.
    const timeline = ok(await t.call('GET', '/admin/clients/1/timeline', { token: admin }), 'timeline').body as { items: { staffName: string; clientName?: string; action: string }[] };
    expect(timeline.items[0]).toMatchObject({ staffName: 'Administrateur', clientName: 'Durand Energie SARL', action: 'commande passée' });
  });

  it('answers a favourite added again while signed in as the client (200) only once its entry is committed', async () => {
    const token = await impersonating(1);
    const first = await t.call('POST', '/client-dashboard/favorites', { token, body: { productId: 'VP-AAA-002' } });
    expect(first.status, first.text).toBe(201);
    const again = await t.call('POST', '/client-dashboard/favorites', { token, body: { productId: 'VP-AAA-002' } });
    expect([again.status, (again.body as { id: string }).id]).toEqual([200, (first.body as { id: string }).id]);
    expect(await lastEntry()).toMatchObject({ staff_id: 'admin-1', client_id: '1', action: 'favori ajouté', after: { productId: 'VP-AAA-002' } });
    // The entry refused: the route answers the failure, never a 200 sent before its transaction ended.
    const before = (await lastEntry())?.id;
    await sql`create function refuse_favourite() returns trigger language plpgsql as $$ begin raise exception 'entry refused'; end $$`.execute(t.api.db.sql);
    await sql`create trigger refuse_favourite before insert on audit_trail for each row when (new.after->>'productId' = 'VP-AAA-002') execute function refuse_favourite()`.execute(t.api.db.sql);
    try {
      const refused = await t.call('POST', '/client-dashboard/favorites', { token, body: { productId: 'VP-AAA-002' } });
      expect(refused.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_favourite on audit_trail`.execute(t.api.db.sql);
      await sql`drop function refuse_favourite()`.execute(t.api.db.sql);
    }
    expect((await lastEntry())?.id).toBe(before);
  });

  it('keeps banking details out of the entry', async () => {
    const token = await impersonating(1);
    const saved = await t.call('PUT', '/account/banking', { token, body: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', bankName: 'Crédit Agricole' } });
    expect(saved.status, saved.text).toBeLessThan(300);
    expect(await lastEntry()).toMatchObject({ client_id: '1', action: 'coordonnées bancaires', after: null });
  });

  it('keeps banking details and passwords out of the entry of a route that records its body', async () => {
    const token = await impersonating(1);
    const edited = await t.call('PUT', '/auth/me', { token, body: { telephone: '02 98 00 00 01', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' } });
    expect(edited.status, edited.text).toBeLessThan(300);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ client_id: '1', action: 'profil modifié', after: expect.objectContaining({ telephone: '02 98 00 00 01' }) });
    expect(JSON.stringify(entry?.after)).not.toMatch(/FR763000|AGRIFRPP|iban|bic/i);
  });

  it('records nothing for the client’s own writes', async () => {
    const marie = await t.customerToken(CREDENTIALS.hashed);
    const before = (await lastEntry())?.id;
    expect((await t.call('POST', '/client-dashboard/favorites', { token: marie, body: { productId: 'VP-AA-001' } })).status).toBeLessThan(300);
    expect((await lastEntry())?.id).toBe(before);
  });
});
