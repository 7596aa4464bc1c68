import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultValidUntil, isoDay, offerTotals, QUOTE_OFFER_MESSAGES, QuoteRequestSchema } from '@otech/domain';
import type { QuoteOfferLine, QuoteRequest } from '@otech/domain';
import * as v from 'valibot';
import { CREDENTIALS, TestApi } from '../../../test/helpers.ts';
import { SmtpInbox } from '../../../test/smtpInbox.ts';
import { replaceQuotes } from '../../db/quotes.ts';
import { smtpDelivery } from '../../mail/mailDelivery.ts';

let inbox: SmtpInbox;
let api: TestApi;
let admin: string;
let marie: string;

const REQUESTED_AT = '2026-11-30T08:00:00.000Z';

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  api = await TestApi.start({ mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
  [admin, marie] = await Promise.all([api.adminToken(), api.customerToken(CREDENTIALS.hashed)]);
});

afterAll(async () => {
  await api.stop();
  await inbox.stop();
});

/** Marie's request for 40 of a fixture product, as the storefront stores it. */
async function request(id: string): Promise<QuoteRequest> {
  const product = api.api.db.products.byReference('VP-AA-001');
  if (!product) throw new Error('fixture product missing');
  const quote: QuoteRequest = { id, userId: '1', items: [{ id: product.id, product, quantity: 40, addedAt: REQUESTED_AT }], status: 'pending', message: 'Livraison avant Noël', createdAt: REQUESTED_AT, updatedAt: REQUESTED_AT };
  await replaceQuotes(api.api.db, [quote]);
  return quote;
}

const validUntil = defaultValidUntil(isoDay(new Date()));

describe('staff answer a quote request (issue 22)', () => {
  it('opens the request with the requested lines at their price, valid 30 days', async () => {
    await request('q-open');
    const opened = await api.call('GET', '/admin/quote-requests/q-open', { token: admin });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      quote: { id: 'q-open', status: 'pending' },
      customer: { id: 1, email: 'marie@durand-energie.fr' },
      draft: { lines: [{ reference: 'VP-AA-001', quantity: 40, discountPercent: 0 }], validUntil },
    });
    expect((await api.call('GET', '/admin/quote-requests/nope', { token: admin })).status).toBe(404);
    expect((await api.call('GET', '/admin/quote-requests/q-open', { token: marie })).status).toBe(403);
  });

  it('"Envoyer le devis": status "Devis envoyé", the amounts on the customer\'s quote, an e-mail with the PDF', async () => {
    const quote = await request('q-send-0001');
    const lines: QuoteOfferLine[] = [
      { reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', quantity: 50, unitPriceHT: 2.5, discountPercent: 10 },
      { designation: 'Frais de port', quantity: 1, unitPriceHT: 15, discountPercent: 0 },
    ];
    const sent = await api.call('POST', '/admin/quote-requests/q-send-0001/send', { token: admin, body: { lines, validUntil, message: 'Remise de 10 % sur les piles.', basedOn: quote.updatedAt } });
    expect(sent.status, sent.text).toBe(200);
    const totals = offerTotals(lines);
    expect(sent.body).toMatchObject({ quote: { status: 'quoted', offer: { totalHT: totals.totalHT, contribution: totals.contribution, tva: totals.tva, totalTTC: totals.totalTTC, sentBy: 'admin', version: 1 } } });

    // The customer's own list shows the quote sent, with its amounts.
    const mine = (await api.call('GET', '/quote-requests', { token: marie })).body as unknown[];
    const card = v.parse(QuoteRequestSchema, mine.find((each) => (each as QuoteRequest).id === 'q-send-0001'));
    expect(card).toMatchObject({ status: 'quoted', estimatedTotal: totals.totalHT, offer: { totalTTC: totals.totalTTC, validUntil } });

    await api.api.mail.flush();
    const [mail] = inbox.to('marie@durand-energie.fr');
    expect(mail?.subject).toBe('Devis #q-send-0 : votre devis OTECH');
    expect(mail?.text).toContain('Remise de 10 % sur les piles.');
    expect(mail?.text).toContain('Contribution sécurité et environnement (1,75 %)');
    expect(mail?.html).toContain('Total TTC');
    expect(mail?.attachments.map((file) => file.filename)).toEqual(['devis_q-send-0_v1.pdf']);
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('tells the second of two staff sending the same version that it changed, and sends one e-mail', async () => {
    const quote = await request('q-race');
    const before = inbox.to('marie@durand-energie.fr').length;
    const body = { lines: [{ designation: 'Pile', quantity: 1, unitPriceHT: 3 }], validUntil, basedOn: quote.updatedAt };
    const answers = await Promise.all([1, 2].map(() => api.call('POST', '/admin/quote-requests/q-race/send', { token: admin, body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ message: QUOTE_OFFER_MESSAGES.changedBy('admin') });
    await api.api.mail.flush();
    expect(inbox.to('marie@durand-energie.fr').length).toBe(before + 1);
  });

  it('refuses a validity date already past, an empty quote and a bad line, naming the field, storing nothing', async () => {
    const quote = await request('q-bad');
    const send = (body: object) => api.call('POST', '/admin/quote-requests/q-bad/send', { token: admin, body: { validUntil, basedOn: quote.updatedAt, lines: [{ designation: 'Pile', quantity: 1, unitPriceHT: 3 }], ...body } });
    expect(await send({ validUntil: isoDay(new Date()) })).toMatchObject({ status: 400, body: { message: QUOTE_OFFER_MESSAGES.validityPast, issues: [{ path: 'validUntil' }] } });
    expect(await send({ lines: [] })).toMatchObject({ status: 400, body: { issues: [{ path: 'lines' }] } });
    expect(await send({ lines: [{ designation: 'Pile', quantity: 0, unitPriceHT: 3 }] })).toMatchObject({ status: 400, body: { issues: [{ path: 'lines.0.quantity' }] } });
    expect(await send({ lines: [{ designation: 'Pile', quantity: 1, unitPriceHT: 3, discountPercent: 120 }] })).toMatchObject({ status: 400, body: { issues: [{ path: 'lines.0.discountPercent' }] } });
    const stored = (await api.call('GET', '/admin/quote-requests/q-bad', { token: admin })).body as { quote: QuoteRequest };
    expect(stored.quote).toMatchObject({ status: 'pending', updatedAt: REQUESTED_AT });
    expect(stored.quote.offer).toBeUndefined();
  });
});

describe('the customer orders on account from a sent quote (issue 22)', () => {
  const lines: QuoteOfferLine[] = [
    { reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', quantity: 50, unitPriceHT: 2.5, discountPercent: 10 },
    { designation: 'Frais de port', quantity: 1, unitPriceHT: 15, discountPercent: 0 },
  ];

  it('accepting from two tabs makes one order at the quote\'s prices, with the PO reference and its confirmation e-mail', async () => {
    const quote = await request('q-accept');
    expect((await api.call('POST', '/admin/quote-requests/q-accept/send', { token: admin, body: { lines, validUntil, basedOn: quote.updatedAt } })).status).toBe(200);
    const body = { purchaseOrderReference: 'BC-2026-118', comment: 'Quai n° 3' };
    const answers = await Promise.all([1, 2].map(() => api.call('POST', '/account/quotes/q-accept/accept', { token: marie, body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { order } = answers.find((answer) => answer.status === 201)?.body as { order: { id: string; orderNumber: string } };

    const stored = await api.call('GET', `/admin/orders/${order.id}`, { token: admin });
    expect(stored.body).toMatchObject({
      totalAmount: 127.5,
      items: [
        { productId: 'VP-AA-001', quantity: 50, unitPrice: 2.25, totalPrice: 112.5 },
        { productName: 'Frais de port', quantity: 1, unitPrice: 15, totalPrice: 15 },
      ],
    });

    await api.api.mail.flush();
    const confirmation = inbox.to('marie@durand-energie.fr').find((mail) => mail.subject === `Commande ${order.orderNumber} confirmée`);
    expect(confirmation?.text).toContain('Votre référence de commande : BC-2026-118');
  });

  it('refuses a quote past its validity, saying when it expired', async () => {
    const quote = await request('q-expired');
    const sent = (await api.call('POST', '/admin/quote-requests/q-expired/send', { token: admin, body: { lines, validUntil, basedOn: quote.updatedAt } })).body as { quote: QuoteRequest };
    await replaceQuotes(api.api.db, [{ ...sent.quote, offer: { ...sent.quote.offer!, validUntil: '2026-01-12' } }]);
    const refused = await api.call('POST', '/account/quotes/q-expired/accept', { token: marie, body: {} });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Ce devis a expiré le 12 janvier 2026 : demandez une mise à jour.' } });
  });

  it('refuses a purchase-order reference too long and an address not in the customer\'s book, naming the field', async () => {
    const quote = await request('q-input');
    await api.call('POST', '/admin/quote-requests/q-input/send', { token: admin, body: { lines, validUntil, basedOn: quote.updatedAt } });
    expect(await api.call('POST', '/account/quotes/q-input/accept', { token: marie, body: { purchaseOrderReference: 'x'.repeat(51) } })).toMatchObject({ status: 400, body: { issues: [{ path: 'purchaseOrderReference' }] } });
    expect(await api.call('POST', '/account/quotes/q-input/accept', { token: marie, body: { deliveryAddressId: 'adr-nope' } })).toMatchObject({ status: 400, body: { issues: [{ path: 'deliveryAddressId' }] } });
  });
});
