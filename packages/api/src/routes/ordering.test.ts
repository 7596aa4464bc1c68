import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREDIT_HOLD_MESSAGE } from '@otech/domain';
import { CREDENTIALS, TestApi } from '../../test/helpers.ts';
import { SmtpInbox } from '../../test/smtpInbox.ts';
import { upsertProducts } from '../db/products.ts';
import { replaceCollection } from '../db/owned.ts';

/*
 * Ordering on account (issue 22) with credit in use and stock (issue 21): orders from the cart
 * where online ordering is open, the credit hold and staff validating it, stock taken, back-ordered,
 * refused and given back, and "Recommander" at today's prices.
 */

let inbox: SmtpInbox;
let api: TestApi;
let admin: string;
let marie: string;
let paul: string;

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  const { smtpDelivery } = await import('../mail/mailDelivery.ts');
  api = await TestApi.start({ onlineOrdering: true, mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
  [admin, marie, paul] = await Promise.all([api.adminToken(), api.customerToken(CREDENTIALS.hashed), api.customerToken(CREDENTIALS.noHash)]);
}, 120_000);

afterAll(async () => {
  await api.stop();
  await inbox.stop();
});

const product = (reference: string) => {
  const found = api.api.db.products.byReference(reference);
  if (!found) throw new Error(`fixture product ${reference} missing`);
  return found;
};

async function setProduct(reference: string, changes: { stock?: number; restocked?: boolean; price?: number }) {
  await upsertProducts(api.api.db, [{ ...product(reference), ...changes }]);
}

async function setCreditLimit(clientId: number, creditLimit: number | null) {
  const terms = await api.call('PUT', `/admin/clients/${clientId}/terms`, { token: admin, body: { paymentTerms: 30, creditLimit, priceList: 'public' } });
  expect(terms.status, terms.text).toBe(200);
}

async function fillCart(token: string, lines: [reference: string, quantity: number][]) {
  await api.call('DELETE', '/cart', { token });
  for (const [reference, quantity] of lines) {
    const added = await api.call('POST', '/cart/items', { token, body: { productId: product(reference).id, quantity } });
    expect(added.status, added.text).toBe(200);
  }
}

type Placed = { id: string; orderNumber: string; status: string; statusLabel: string; message?: string; backOrders: { productId: string; quantity: number; text: string }[] };

async function order(token: string, body: Record<string, unknown> = {}) {
  return api.call('POST', '/account/orders', { token, body });
}

beforeEach(async () => {
  await replaceCollection(api.api.db, 'orders', []);
  await replaceCollection(api.api.db, 'factures', []);
  await setProduct('VP-AA-001', { stock: 150, restocked: true, price: 2.5 });
  await setProduct('VP-AAA-002', { stock: 8, restocked: true });
  await setCreditLimit(1, null);
});

describe('"Commander" from the cart where online ordering is open', () => {
  it('says ordering is open, and places an order at the customer\'s prices with its reference, address and date, the cart emptied', async () => {
    expect((await api.call('GET', '/ordering')).body).toEqual({ onlineOrdering: true });
    await fillCart(marie, [['VP-AA-001', 10]]);
    const placed = await order(marie, { purchaseOrderReference: 'BC-77', requestedDeliveryDate: '2027-01-15', comment: 'Quai 3' });
    expect(placed.status, placed.text).toBe(201);
    const answer = placed.body as Placed;
    expect(answer).toMatchObject({ status: 'confirmed', statusLabel: 'Confirmée', backOrders: [] });
    expect(answer.orderNumber).toMatch(/^CMD-\d{4}-\d{5}$/);

    const stored = await api.call('GET', `/admin/orders/${answer.id}`, { token: admin });
    expect(stored.body).toMatchObject({
      items: [{ productId: product('VP-AA-001').id, quantity: 10, unitPrice: 2.5, totalPrice: 25 }],
      totalAmount: 25,
      purchaseOrderReference: 'BC-77',
      requestedDeliveryDate: '2027-01-15',
      comment: 'Quai 3',
    });
    expect((await api.call('GET', '/cart', { token: marie })).body).toMatchObject({ items: [] });

    // In the customer's orders tab, with its reference.
    const mine = (await api.call('GET', '/client-dashboard/orders', { token: marie })).body as { items: { id: string; purchaseOrderReference?: string }[] };
    expect(mine.items.find((each) => each.id === answer.id)).toMatchObject({ purchaseOrderReference: 'BC-77' });

    await api.api.mail.flush();
    const mail = inbox.to('marie@durand-energie.fr').find((each) => each.subject === `Commande ${answer.orderNumber} confirmée`);
    expect(mail?.text).toContain('Votre référence de commande : BC-77');
  });

  it('refuses an empty cart and an address not in the customer\'s book, storing nothing', async () => {
    await api.call('DELETE', '/cart', { token: marie });
    expect(await order(marie)).toMatchObject({ status: 409, body: { message: 'Votre panier est vide' } });
    await fillCart(marie, [['VP-AA-001', 1]]);
    expect(await order(marie, { deliveryAddressId: 'adr-nope' })).toMatchObject({ status: 400, body: { issues: [{ path: 'deliveryAddressId' }] } });
    expect(await order(marie, { requestedDeliveryDate: '15/01/2027' })).toMatchObject({ status: 400, body: { issues: [{ path: 'requestedDeliveryDate' }] } });
    expect((await api.call('GET', '/admin/orders', { token: admin })).body).toMatchObject({ total: 0 });
  });
});

describe('stock (issue 21)', () => {
  it('decreases when the order is confirmed and comes back when it is cancelled; the catalogue follows', async () => {
    await fillCart(marie, [['VP-AA-001', 40]]);
    const placed = (await order(marie)).body as Placed;
    expect(product('VP-AA-001').stock).toBe(110);
    expect((await api.call('GET', `/products/${product('VP-AA-001').id}`)).body).toMatchObject({ stock: 110 });

    const cancelled = await api.call('PATCH', `/admin/orders/${placed.id}`, { token: admin, body: { status: 'cancelled' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(product('VP-AA-001').stock).toBe(150);
    // Cancelled twice gives back nothing more.
    await api.call('PATCH', `/admin/orders/${placed.id}`, { token: admin, body: { status: 'cancelled' } });
    expect(product('VP-AA-001').stock).toBe(150);
  });

  it('back-orders a quantity above the stock, saying the delay, and never goes below zero', async () => {
    await fillCart(marie, [['VP-AAA-002', 11]]);
    const placed = (await order(marie)).body as Placed;
    expect(placed.backOrders).toEqual([{ productId: product('VP-AAA-002').id, productName: product('VP-AAA-002').name, quantity: 3, text: 'Sur commande, délai indicatif : 7 jours' }]);
    expect(product('VP-AAA-002').stock).toBe(0);
    // The catalogue shows it out of stock.
    expect((await api.call('POST', '/cart/items', { token: paul, body: { productId: product('VP-AAA-002').id } })).status).toBe(409);
    // Cancelled, it gives back the 8 it took, not the 11 ordered.
    await api.call('PATCH', `/admin/orders/${placed.id}`, { token: admin, body: { status: 'cancelled' } });
    expect(product('VP-AAA-002').stock).toBe(8);
  });

  it('refuses more than the stock of a product not restocked, storing nothing', async () => {
    await setProduct('VP-AAA-002', { stock: 8, restocked: false });
    await fillCart(marie, [['VP-AA-001', 5], ['VP-AAA-002', 9]]);
    const refused = await order(marie);
    expect(refused).toMatchObject({ status: 409, body: { issues: [{ message: `${product('VP-AAA-002').name} : Stock insuffisant : 8 disponible(s)` }] } });
    expect(product('VP-AA-001').stock).toBe(150);
    expect(product('VP-AAA-002').stock).toBe(8);
    expect((await api.call('GET', '/cart', { token: marie })).body).toMatchObject({ items: [{}, {}] });
  });

  it('serves two customers ordering the last units at once one after the other, never below zero', async () => {
    await setProduct('VP-AAA-002', { stock: 8, restocked: false });
    await fillCart(marie, [['VP-AAA-002', 5]]);
    await fillCart(paul, [['VP-AAA-002', 5]]);
    const answers = await Promise.all([order(marie), order(paul)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.text).toContain('Stock insuffisant : 3 disponible(s)');
    expect(product('VP-AAA-002').stock).toBe(3);
  });
});

describe('credit in use and the credit hold', () => {
  it('shows the customer and staff their credit in use against the limit, and the payment terms', async () => {
    await setCreditLimit(1, 5000);
    await replaceCollection(api.api.db, 'factures', [
      { id: 'fac-open', clientId: 1, numero_facture: 'FA-2026-00900', statut: 'envoyee', client_nom: 'Durand', date_facture: '2026-11-01', date_echeance: '2026-12-01', montant_ttc: 3200, paiements: [], lignes: [] },
    ]);
    const form = await api.call('GET', '/account/order-form', { token: marie });
    expect(form.body).toEqual({
      onlineOrdering: true,
      paymentTerms: 30,
      paymentTermsText: 'Paiement à 30 jours fin de facture',
      credit: { inUse: 3200, creditLimit: 5000, overLimit: false, text: 'Encours : 3\u202f200\u00a0€ sur 5\u202f000\u00a0€' },
    });
    expect((await api.call('GET', '/admin/clients/1/credit', { token: admin })).body).toMatchObject({ inUse: 3200, text: 'Encours : 3\u202f200\u00a0€ sur 5\u202f000\u00a0€' });
    expect((await api.call('GET', '/admin/clients/1/credit', { token: marie })).status).toBe(403);
  });

  it('holds an order above the limit "En attente de validation", first in staff\'s orders, until staff validate it', async () => {
    await setCreditLimit(1, 100);
    // An older confirmed order of Paul's, to see the held one listed first.
    await fillCart(paul, [['VP-AA-001', 1]]);
    expect((await order(paul)).status).toBe(201);
    await fillCart(marie, [['VP-AA-001', 50]]);
    const held = await order(marie);
    expect(held.body).toMatchObject({ status: 'pending', statusLabel: 'En attente de validation', message: CREDIT_HOLD_MESSAGE });
    const { id, orderNumber } = held.body as Placed;
    expect(product('VP-AA-001').stock).toBe(149);
    await fillCart(paul, [['VP-AA-001', 1]]);
    expect((await order(paul)).status).toBe(201);
    const listed = (await api.call('GET', '/admin/orders', { token: admin })).body as { items: { id: string; creditHold?: boolean }[] };
    expect(listed.items[0]).toMatchObject({ id, creditHold: true });

    await api.api.mail.flush();
    expect(inbox.to('marie@durand-energie.fr').some((mail) => mail.subject === `Commande ${orderNumber} confirmée`)).toBe(false);

    const validated = await api.call('POST', `/admin/orders/${id}/validate`, { token: admin });
    expect(validated.body).toMatchObject({ status: 'confirmed', statusLabel: 'Confirmée' });
    expect(product('VP-AA-001').stock).toBe(98);
    expect((await api.call('POST', `/admin/orders/${id}/validate`, { token: admin })).status).toBe(409);
    await api.api.mail.flush();
    expect(inbox.to('marie@durand-energie.fr').some((mail) => mail.subject === `Commande ${orderNumber} confirmée`)).toBe(true);
    const journal = (await api.call('GET', `/admin/journal?recordId=${id}`, { token: admin })).body as { items: { action: string }[] };
    expect(journal.items.map((entry) => entry.action)).toContain('validation encours');
  });
});

describe('"Recommander" at today\'s prices', () => {
  it('adds the lines and says which price changed', async () => {
    await fillCart(marie, [['VP-AA-001', 2]]);
    const placed = (await order(marie)).body as Placed;
    await setProduct('VP-AA-001', { price: 2.75 });
    const again = await api.call('POST', `/client-dashboard/orders/${placed.id}/reorder`, { token: marie });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ added: 1, priceChanges: [`${product('VP-AA-001').name} : Prix mis à jour : 2,50\u00a0€ → 2,75\u00a0€ HT`] });
  });
});

describe('where online ordering is closed', () => {
  it('says so, and "Commander" asks for a quote instead', async () => {
    const closed = await TestApi.start();
    try {
      expect((await closed.call('GET', '/ordering')).body).toEqual({ onlineOrdering: false });
      const token = await closed.customerToken(CREDENTIALS.hashed);
      expect(await closed.call('POST', '/account/orders', { token, body: {} })).toMatchObject({ status: 409, body: { message: 'La commande en ligne est fermée : demandez un devis.' } });
    } finally {
      await closed.stop();
    }
  }, 120_000);
});
