import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { AccountOrderDetailSchema, AccountOrderSchema, DashboardSummarySchema, eInvoiceOf, invoiceSourceOf, InvoiceSchema, pagedResultSchema, TrackingInfoSchema } from '@otech/domain';
import { invoiceDocument } from '../../pdf/invoicePdf.ts';
import { FACTURE_A, fitsSchema, recordsApiForTests } from '../../../test/records.ts';
import { insertRecord } from '../../db/owned.ts';

const api = recordsApiForTests();

describe('client dashboard access (spec 2 §6, §7.4)', () => {
  it('answers 401 without a token and 403 to an admin token', async () => {
    for (const route of ['/summary', '/orders', '/invoices', '/addresses', '/favorites', '/loyalty', '/notifications', '/notification-settings']) {
      expect((await api.t.call('GET', `/client-dashboard${route}`)).status).toBe(401);
    }
    expect((await api.t.call('GET', '/client-dashboard/summary', { token: api.admin })).status).toBe(403);
  });

  it("answers 404 for someone else's order, tracking, invoice, address, favourite and notification", async () => {
    const others = [
      ['GET', '/orders/ord-c'],
      ['GET', '/tracking/PAUL999FR'],
      ['GET', '/invoices/fac-c'],
      ['GET', '/invoices/fac-c/download'],
      ['PUT', '/addresses/adr-c'],
      ['DELETE', '/addresses/adr-c'],
      ['DELETE', '/favorites/fav-c'],
      ['PUT', '/notifications/not-c/read'],
    ] as const;
    for (const [method, route] of others) {
      const body = method === 'PUT' && route.startsWith('/addresses') ? { name: 'X', street: 'Y', postalCode: '75001', city: 'Paris' } : undefined;
      expect((await api.t.call(method, `/client-dashboard${route}`, { token: api.marie, body })).status, route).toBe(404);
    }
    expect((await api.t.call('GET', '/client-dashboard/orders/ord-c', { token: api.paul })).status).toBe(200);
  });
});

describe('summary, orders and tracking (spec 2 §3.7)', () => {
  it('sums up the caller only, in the DashboardSummary shape', async () => {
    const { status, body } = await api.t.call('GET', '/client-dashboard/summary', { token: api.marie });
    expect(status).toBe(200);
    expect(fitsSchema(DashboardSummarySchema, body)).toBe(true);
    const summary = body as v.InferOutput<typeof DashboardSummarySchema>;
    expect(summary.user.pseudo).toBe('MARIED');
    expect(summary.recentOrders.map((order) => order.id)).toEqual(['ord-b', 'ord-a']);
    expect(summary.stats).toMatchObject({ totalOrders: 2, totalSpent: 209.6, averageOrderValue: 104.8, favoriteProducts: 1, loyaltyPoints: 10, lastOrderDate: '2026-11-10T09:00:00.000Z' });
    expect(summary.pendingInvoices.map((invoice) => invoice.id)).toEqual(['fac-a']);
    expect(summary.notifications.map((notification) => notification.id)).toEqual(['not-b', 'not-a']);
    expect(summary.loyaltyProgram).toMatchObject({ points: 10, level: 'silver', levelLabel: 'Argent', nextLevelPoints: 1000 });
    expect(summary.deliveryAddresses.map((address) => address.id)).toEqual(['adr-a', 'adr-b']);
  });

  it('pages orders from 1 with 10 by default, newest first, with French status labels', async () => {
    const { body } = await api.t.call('GET', '/client-dashboard/orders', { token: api.marie });
    expect(fitsSchema(pagedResultSchema(AccountOrderSchema), body)).toBe(true);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 10, totalPages: 1, items: [{ id: 'ord-b', statusLabel: 'En attente' }, { id: 'ord-a', statusLabel: 'Livrée', totalQuantity: 12 }] });
    const second = await api.t.call('GET', '/client-dashboard/orders?page=2&pageSize=1', { token: api.marie });
    expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1, totalPages: 2, items: [{ id: 'ord-a' }] });
  });

  it('refuses a malformed page with 400 and the field named', async () => {
    const { status, body } = await api.t.call('GET', '/client-dashboard/orders?pageSize=0', { token: api.marie });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Erreur de validation', issues: [{ path: 'pageSize' }] });
  });

  it('shows an incomplete stored order (the seed checks only id and clientId) instead of failing', async () => {
    await insertRecord(api.t.api.db, 'orders', { id: 'ord-bare', clientId: 2, status: 'unknown', items: 'none' });
    const { status, body } = await api.t.call('GET', '/client-dashboard/orders/ord-bare', { token: api.paul });
    expect(status).toBe(200);
    expect(fitsSchema(AccountOrderSchema, body)).toBe(true);
    expect(body).toMatchObject({ status: 'pending', items: [], totalAmount: 0 });
  });

  it("puts an order's lines back into the caller's cart, never from someone else's order", async () => {
    expect((await api.t.call('POST', '/client-dashboard/orders/ord-c/reorder', { token: api.marie })).status).toBe(404);
    const { status, body } = await api.t.call('POST', '/client-dashboard/orders/ord-a/reorder', { token: api.marie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ added: 2, unavailable: [], message: 'Articles de la commande ajoutés au panier' });
    const cart = (await api.t.call('GET', '/cart', { token: api.marie })).body as { items: { id: string; quantity: number }[] };
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([['VP-AA-001', 10], ['DC-CAN-005', 2]]);
    expect(((await api.t.call('GET', '/cart', { token: api.paul })).body as { items: unknown[] }).items).toEqual([]);
    await api.t.call('DELETE', '/cart', { token: api.marie });
  });

  it('gives one order with its statuses, its tracking and its invoice (never a cancelled one), and its tracking events in order', async () => {
    const order = await api.t.call('GET', '/client-dashboard/orders/ord-a', { token: api.marie });
    expect(fitsSchema(AccountOrderDetailSchema, order.body)).toBe(true);
    expect(order.body).toMatchObject({
      id: 'ord-a',
      orderNumber: 'CMD-ord-a',
      deliveredDate: '2026-10-04T09:00:00.000Z',
      paymentStatus: 'paid',
      shippingStatus: 'delivered',
      tracking: { trackingNumber: 'CH123FR', status: 'delivered', events: [{ location: 'Lyon' }, { location: 'Paris' }] },
      invoice: { id: 'fac-a', invoiceNumber: 'FA-2026-00001' },
    });
    const pending = (await api.t.call('GET', '/client-dashboard/orders/ord-b', { token: api.marie })).body as Record<string, unknown>;
    expect([pending['tracking'], pending['invoice'], pending['shippingStatus']]).toEqual([undefined, undefined, 'not_shipped']);
    expect((await api.t.call('GET', '/client-dashboard/orders/inconnue', { token: api.marie })).body).toEqual({ message: 'Commande introuvable' });
    const tracking = await api.t.call('GET', '/client-dashboard/tracking/CH123FR', { token: api.marie });
    expect(fitsSchema(TrackingInfoSchema, tracking.body)).toBe(true);
    expect(tracking.body).toMatchObject({ orderId: 'ord-a', carrier: 'Chronopost', status: 'delivered', statusDate: '2026-10-04T09:00:00.000Z' });
    expect((await api.t.call('GET', '/client-dashboard/tracking/INCONNU', { token: api.marie })).body).toEqual({ message: 'Numéro de suivi introuvable' });
  });
});

describe('invoices (spec 2 §3.7, §7.4)', () => {
  it('lists the account invoices without cancelled ones, with amounts paid and due, late from the due date', async () => {
    const { body } = await api.t.call('GET', '/client-dashboard/invoices', { token: api.marie });
    expect(fitsSchema(pagedResultSchema(InvoiceSchema), body)).toBe(true);
    expect(body).toMatchObject({
      total: 1,
      items: [{ id: 'fac-a', invoiceNumber: 'FA-2026-00001', status: 'overdue', statusLabel: 'En retard', amount: 1481.4, amountPaid: 481.4, amountDue: 1000, currency: 'EUR', paymentMethod: 'Virement' }],
    });
    const one = await api.t.call('GET', '/client-dashboard/invoices/fac-a', { token: api.marie });
    expect(one.body).toMatchObject({ downloadUrl: '/api/client-dashboard/invoices/fac-a/download', items: [{ productId: 'VP-AA-001', quantity: 100 }, {}] });
  });

  it('downloads a real PDF named facture_{id}.pdf', async () => {
    const response = await fetch(`${api.t.api.url}/client-dashboard/invoices/fac-a/download`, { headers: { authorization: `Bearer ${api.marie}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="facture_fac-a.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('prints number, dates, seller, client, lines and HT / contribution / TVA 20 % / TTC / paid / due in French format', () => {
    const client = { societe: 'Durand Energie SARL', pays: 'France', adresse_debut: '12 rue des Piles', code_postal: '75011', ville: 'Paris', siret: '83791923200012', tva_cee: 'FR89837919232' };
    const document = invoiceDocument(eInvoiceOf(invoiceSourceOf(FACTURE_A, client)));
    const nbsp = '\u00a0';
    const thin = '\u202f';
    expect(document.title).toBe('Facture FA-2026-00001');
    expect(document.seller).toEqual(['OTECH', '145 rue Émile Zola', '13100 Aix-en-Provence', 'SAS au capital de 10 000 € – RCS Aix-en-Provence 912 345 675', 'SIRET : 91234567500017', 'TVA intracommunautaire : FR65912345675']);
    expect(document.facts).toEqual([
      ['Numéro de facture', 'FA-2026-00001'],
      ['Date de facture', '05/10/2026'],
      ['Date de livraison', '05/10/2026'],
      ['Date d’échéance', '04/11/2026'],
      ['Conditions de paiement', '30 jours'],
    ]);
    expect(document.client).toEqual(['Durand Energie SARL', '12 rue des Piles', '75011 Paris', 'SIRET : 83791923200012', 'TVA intracommunautaire : FR89837919232']);
    expect(document.lines[1]).toEqual({ reference: 'DC-CAN-005', designation: 'Batterie appareil photo Canon LP-E6', quantity: '25', unitPrice: `39,38${nbsp}€`, total: `984,50${nbsp}€` });
    // 1 234,50 HT; contribution 21,60 (21,604 rounded); base 1 256,10; VAT 251,22; TTC 1 507,32.
    expect(document.totals).toEqual([
      ['Total HT', `1${thin}234,50${nbsp}€`],
      ['Contribution sécurité et environnement (1,75 %)', `21,60${nbsp}€`],
      ['Base TVA (HT)', `1${thin}256,10${nbsp}€`],
      ['TVA 20 %', `251,22${nbsp}€`],
      ['Total TTC', `1${thin}507,32${nbsp}€`],
      ['Déjà réglé (TTC)', `481,40${nbsp}€`],
      ['Net à payer (TTC)', `1${thin}025,92${nbsp}€`],
    ]);
    expect(document.mentions).toEqual([
      'Nature de l’opération : livraison de biens',
      'Pénalités de retard : trois fois le taux d’intérêt légal',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €',
      'Pas d’escompte pour paiement anticipé',
      'Paiement par virement : IBAN FR7630004012340001234567862, BIC BNPAFRPPXXX',
    ]);
  });
});

describe('addresses (spec 2 §5)', () => {
  const form = { name: 'Entrepôt', street: '3 quai de la Fosse', postalCode: '44000', city: 'Nantes' };

  it('creates with the form defaults, updates, and moves the default flag', async () => {
    const created = await api.t.call('POST', '/client-dashboard/addresses', { token: api.marie, body: form });
    expect(created.status).toBe(201);
    const address = created.body as { id: string; clientId?: number };
    expect(created.body).toMatchObject({ ...form, country: 'France', type: 'shipping', isDefault: false, userId: '1' });
    expect(address.clientId).toBeUndefined();
    const updated = await api.t.call('PUT', `/client-dashboard/addresses/${address.id}`, { token: api.marie, body: { ...form, isDefault: true, country: 'Suisse', postalCode: '1201', city: 'Genève' } });
    expect(updated.body).toMatchObject({ id: address.id, isDefault: true, country: 'Suisse', postalCode: '1201' });
    const list = (await api.t.call('GET', '/client-dashboard/addresses', { token: api.marie })).body as { id: string; isDefault: boolean }[];
    expect(list.filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([address.id]);
  });

  it('refuses an invalid form with the spec messages', async () => {
    const { status, body } = await api.t.call('POST', '/client-dashboard/addresses', { token: api.marie, body: { ...form, name: ' ', country: 'Allemagne' } });
    expect(status).toBe(400);
    expect((body as { issues: { path: string; message: string }[] }).issues).toEqual(
      expect.arrayContaining([{ path: 'name', message: 'Le nom est requis' }, expect.objectContaining({ path: 'country' })]),
    );
  });

  it("refuses a postal code without its country's digits: four in Belgium (issue 27)", async () => {
    const belgian = await api.t.call('POST', '/client-dashboard/addresses', { token: api.marie, body: { ...form, country: 'Belgique' } });
    expect(belgian).toMatchObject({ status: 400, body: { issues: [{ path: 'postalCode', message: 'Code postal invalide (4 chiffres)' }] } });
  });

  it('deletes an address but never the default one (409)', async () => {
    const list = (await api.t.call('GET', '/client-dashboard/addresses', { token: api.marie })).body as { id: string; isDefault: boolean }[];
    const byDefault = list.find((entry) => entry.isDefault);
    const other = list.find((entry) => !entry.isDefault);
    expect(await api.t.call('DELETE', `/client-dashboard/addresses/${byDefault?.id ?? ''}`, { token: api.marie })).toMatchObject({
      status: 409,
      body: { message: "L'adresse par défaut ne peut pas être supprimée" },
    });
    expect((await api.t.call('DELETE', `/client-dashboard/addresses/${other?.id ?? ''}`, { token: api.marie })).status).toBe(204);
    const after = (await api.t.call('GET', '/client-dashboard/addresses', { token: api.marie })).body as unknown[];
    expect(after).toHaveLength(list.length - 1);
  });
});

describe('favourites, loyalty, notifications and their settings (spec 2 §3.7, §7.4)', () => {
  it('lists favourites with their product, adds once and removes', async () => {
    const list = await api.t.call('GET', '/client-dashboard/favorites', { token: api.marie });
    // Both of the caller's orders hold VP-AA-001: count and last date come from them.
    expect(list.body).toMatchObject([{ id: 'fav-a', product: { id: 'VP-AA-001' }, orderCount: 2, lastOrdered: '2026-11-10T09:00:00.000Z' }]);
    const added = await api.t.call('POST', '/client-dashboard/favorites', { token: api.marie, body: { productId: 'VB-NOK-004' } });
    expect(added).toMatchObject({ status: 201, body: { product: { id: 'VB-NOK-004' }, orderCount: 0, userId: '1' } });
    expect((await api.t.call('POST', '/client-dashboard/favorites', { token: api.marie, body: { productId: 'VB-NOK-004' } })).status).toBe(200);
    expect((await api.t.call('POST', '/client-dashboard/favorites', { token: api.marie, body: { productId: 'NOPE' } })).body).toEqual({ message: 'Produit non trouvé' });
    expect((await api.t.call('POST', '/client-dashboard/favorites', { token: api.marie, body: {} })).status).toBe(400);
    const id = (added.body as { id: string }).id;
    expect((await api.t.call('DELETE', `/client-dashboard/favorites/${id}`, { token: api.marie })).status).toBe(204);
    expect(((await api.t.call('GET', '/client-dashboard/favorites', { token: api.marie })).body as unknown[]).length).toBe(1);
  });

  it('gives the loyalty programme, and a first-level one to a client without a record', async () => {
    expect((await api.t.call('GET', '/client-dashboard/loyalty', { token: api.marie })).body).toMatchObject({ points: 10, level: 'silver', levelLabel: 'Argent', nextLevelPoints: 1000, userId: '1' });
    expect((await api.t.call('GET', '/client-dashboard/loyalty', { token: api.paul })).body).toMatchObject({ points: 10, level: 'silver', availableRewards: [] });
  });

  it('redeems a reward by taking its points off, and refuses too few points, an unavailable or unknown reward', async () => {
    const redeem = (rewardId: string, token = api.marie) => api.t.call('POST', `/client-dashboard/loyalty/rewards/${rewardId}/redeem`, { token });
    expect(await redeem('rec-grand')).toMatchObject({ status: 409, body: { message: 'Points insuffisants pour cette récompense' } });
    expect(await redeem('rec-epuise')).toMatchObject({ status: 409, body: { message: "Cette récompense n'est pas disponible" } });
    expect((await redeem('rec-petit', api.paul)).status).toBe(404);
    expect(await redeem('rec-inconnue')).toMatchObject({ status: 404, body: { message: 'Récompense introuvable' } });
    expect(await redeem('rec-petit')).toMatchObject({ status: 200, body: { points: 0 } });
    expect((await api.t.call('GET', '/client-dashboard/loyalty', { token: api.marie })).body).toMatchObject({ points: 0 });
    expect(await redeem('rec-petit')).toMatchObject({ status: 409, body: { message: 'Points insuffisants pour cette récompense' } });
  });

  it('marks a notification read', async () => {
    const read = await api.t.call('PUT', '/client-dashboard/notifications/not-a/read', { token: api.marie });
    expect(read.body).toMatchObject({ id: 'not-a', read: true });
    const list = (await api.t.call('GET', '/client-dashboard/notifications', { token: api.marie })).body as { id: string; read: boolean }[];
    expect(list.every((notification) => notification.read)).toBe(true);
  });

  it('gives the spec defaults until settings are saved, then the saved flags', async () => {
    expect((await api.t.call('GET', '/client-dashboard/notification-settings', { token: api.marie })).body).toEqual({
      orderUpdates: true,
      promotions: true,
      newsletters: false,
      invoices: true,
      sms: false,
      email: true,
      pushNotifications: true,
    });
    const flags = { orderUpdates: false, promotions: false, newsletters: true, invoices: true, sms: true, email: false, pushNotifications: false };
    expect((await api.t.call('PUT', '/client-dashboard/notification-settings', { token: api.marie, body: flags })).body).toEqual(flags);
    expect((await api.t.call('GET', '/client-dashboard/notification-settings', { token: api.marie })).body).toEqual(flags);
    expect((await api.t.call('GET', '/client-dashboard/notification-settings', { token: api.paul })).body).toMatchObject({ sms: false });
    const invalid = await api.t.call('PUT', '/client-dashboard/notification-settings', { token: api.marie, body: { ...flags, sms: 'oui' } });
    expect(invalid).toMatchObject({ status: 400, body: { issues: [{ path: 'sms' }] } });
  });
});
