import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { customerPrice, defaultValidUntil, isoDay, QUOTE_OFFER_MESSAGES, QUOTE_THREAD_MESSAGES, QuoteEditorSchema, QuoteThreadSchema } from '@otech/domain';
import type { CustomerTerms, QuoteOfferLine, QuoteRequest } from '@otech/domain';
import { CREDENTIALS, TestApi } from '../../../test/helpers.ts';
import { SmtpInbox } from '../../../test/smtpInbox.ts';
import { setClientTerms, termsOfClient } from '../../db/priceTerms.ts';
import { replaceQuotes } from '../../db/quotes.ts';
import { smtpDelivery } from '../../mail/mailDelivery.ts';

let inbox: SmtpInbox;
let api: TestApi;
let admin: string;
let marie: string;
let paul: string;

const REQUESTED_AT = '2026-11-30T08:00:00.000Z';
const validUntil = defaultValidUntil(isoDay(new Date()));
let terms: CustomerTerms;

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  api = await TestApi.start({ mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
  [admin, marie, paul] = await Promise.all([api.adminToken(), api.customerToken(CREDENTIALS.hashed), api.customerToken(CREDENTIALS.noHash)]);
  // Marie buys on the fixture's resellers' list (25 % off batteries).
  await setClientTerms(api.api.db, 1, { paymentTerms: 30, creditLimit: null, priceList: 'revendeur' }, { staffId: 'fixture', staffName: 'Fixture', staffRole: 'administrateur' });
  ({ terms } = await termsOfClient(api.api.db, { id: 1 }));
});

afterAll(async () => {
  await api.stop();
  await inbox.stop();
});

function product() {
  const found = api.api.db.products.byReference('VP-AA-001');
  if (!found) throw new Error('fixture product missing');
  return found;
}

/** Marie's request for 40 of a fixture product, with her message. */
async function request(id: string): Promise<QuoteRequest> {
  const quote: QuoteRequest = { id, userId: '1', items: [{ id: product().id, product: product(), quantity: 40, addedAt: REQUESTED_AT }], status: 'pending', message: 'Livraison avant Noël', createdAt: REQUESTED_AT, updatedAt: REQUESTED_AT };
  await replaceQuotes(api.api.db, [quote]);
  return quote;
}

const lines: QuoteOfferLine[] = [
  { reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', quantity: 40, unitPriceHT: 2.5, discountPercent: 5 },
  { designation: 'Frais de port', quantity: 1, unitPriceHT: 15, discountPercent: 0 },
];

async function send(id: string, basedOn: string, message?: string) {
  return api.call('POST', `/admin/quote-requests/${id}/send`, { token: admin, body: { lines, validUntil, basedOn, ...(message ? { message } : {}) } });
}

describe("the staff quote editor opens at the customer's own prices (issues 21, 22)", () => {
  it("prices the requested lines by the customer's list, shows their list and terms, and the request message", async () => {
    await request('q-prices');
    const opened = await api.call('GET', '/admin/quote-requests/q-prices', { token: admin });
    expect(opened.status, opened.text).toBe(200);
    const editor = v.parse(QuoteEditorSchema, opened.body);
    const expected = customerPrice(terms, product(), 40).unitPriceCents / 100;
    expect(expected).toBeLessThan(product().price);
    expect(editor.draft.lines).toEqual([{ reference: 'VP-AA-001', designation: product().name, quantity: 40, unitPriceHT: expected, discountPercent: 0 }]);
    expect(editor.terms).toMatchObject({ priceList: 'revendeur', priceListName: expect.any(String), paymentTerms: 30, creditLimit: null, creditInUse: expect.any(Number), creditText: expect.stringMatching(/^Encours : /) });
    expect(editor.thread.messages).toMatchObject([{ author: 'customer', kind: 'request', text: 'Livraison avant Noël' }]);
    expect(editor.thread.versions).toEqual([]);
  });

  it("offers catalogue products to add at the customer's price for one unit", async () => {
    await request('q-search');
    const found = await api.call('GET', `/admin/quote-requests/q-search/products?search=${encodeURIComponent(product().reference)}`, { token: admin });
    expect(found.status, found.text).toBe(200);
    expect(found.body).toContainEqual(expect.objectContaining({ id: product().id, line: expect.objectContaining({ reference: 'VP-AA-001', quantity: 1, unitPriceHT: customerPrice(terms, product(), 1).unitPriceCents / 100 }) }));
    expect((await api.call('GET', `/admin/quote-requests/q-search/products?search=${'x'.repeat(300)}`, { token: admin })).status).toBe(400);
  });
});

describe('the thread of a quote (issue 22)', () => {
  it('keeps each sent version with its PDF, for both sides; a change sends it back to staff, who resend', async () => {
    const quote = await request('q-loop');
    const first = await send('q-loop', quote.updatedAt, 'Remise de 5 %.');
    expect(first.status, first.text).toBe(200);

    // The customer asks a change: "En cours de traitement", and staff editing the old version are told.
    const change = await api.call('POST', '/account/quotes/q-loop/request-change', { token: marie, body: { text: 'Pouvez-vous faire 60 pièces ?' } });
    expect(change.status, change.text).toBe(200);
    expect(change.body).toMatchObject({ quote: { status: 'processing' }, message: { author: 'customer', kind: 'change' } });
    const sentAt = (first.body as { quote: QuoteRequest }).quote.updatedAt;
    expect(await send('q-loop', sentAt)).toMatchObject({ status: 409, body: { message: QUOTE_OFFER_MESSAGES.changedBy('le client') } });

    const reopened = v.parse(QuoteEditorSchema, (await api.call('GET', '/admin/quote-requests/q-loop', { token: admin })).body);
    expect((await send('q-loop', reopened.quote.updatedAt, 'Voici pour 60.')).status).toBe(200);
    expect((await api.call('POST', '/admin/quote-requests/q-loop/messages', { token: admin, body: { text: 'Livrable sous 48 h.' } })).status).toBe(201);

    const thread = v.parse(QuoteThreadSchema, (await api.call('GET', '/account/quotes/q-loop/thread', { token: marie })).body);
    expect(thread.messages.map((message) => [message.author, message.kind, message.text])).toEqual([
      ['customer', 'request', 'Livraison avant Noël'],
      ['staff', 'offer', 'Remise de 5 %.'],
      ['customer', 'change', 'Pouvez-vous faire 60 pièces ?'],
      ['staff', 'offer', 'Voici pour 60.'],
      ['staff', 'message', 'Livrable sous 48 h.'],
    ]);
    expect(thread.versions.map((version) => version.version)).toEqual([2, 1]);

    // Both sides download any version as received; the e-mail of each send carried the same PDF.
    for (const [path, token] of [['/account/quotes/q-loop/versions/1/pdf', marie], ['/admin/quote-requests/q-loop/versions/2/pdf', admin]] as const) {
      const pdf = await fetch(api.api.url + path, { headers: { authorization: `Bearer ${token}` } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await api.call('GET', '/account/quotes/q-loop/versions/3/pdf', { token: marie })).status).toBe(404);
    // The quote card's "Télécharger" gives the latest version sent, byte for byte, not the request.
    const bytesOf = async (path: string) => Buffer.from(await (await fetch(api.api.url + path, { headers: { authorization: `Bearer ${marie}` } })).arrayBuffer());
    const card = await fetch(`${api.api.url}/account/quotes/q-loop/pdf`, { headers: { authorization: `Bearer ${marie}` } });
    expect(card.headers.get('content-disposition')).toContain('devis_q-loop_v2.pdf');
    expect(Buffer.from(await card.arrayBuffer()).equals(await bytesOf('/account/quotes/q-loop/versions/2/pdf'))).toBe(true);
    expect((await api.call('GET', '/account/quotes/q-loop/thread', { token: paul })).status).toBe(404);
    await api.api.mail.flush();
    expect(inbox.to('marie@durand-energie.fr').filter((mail) => mail.subject === 'Devis #q-loop : votre devis OTECH').map((mail) => mail.attachments[0]?.filename)).toEqual(['devis_q-loop_v1.pdf', 'devis_q-loop_v2.pdf']);

    // Staff writes are in the audit trail.
    const journal = (await api.call('GET', '/admin/journal?kind=quote', { token: admin })).body as { items: { recordId: string; action: string }[] };
    expect(journal.items.filter((entry) => entry.recordId === 'q-loop').map((entry) => entry.action).sort()).toEqual(['envoi', 'envoi', 'message']);
  });

  it('a refusal with its reason makes the quote "Refusé", which can no longer be accepted', async () => {
    const quote = await request('q-refuse');
    await send('q-refuse', quote.updatedAt);
    const refused = await api.call('POST', '/account/quotes/q-refuse/refuse', { token: marie, body: { reason: 'Prix trop élevé' } });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.body).toMatchObject({ quote: { status: 'rejected' }, message: { kind: 'refusal', text: 'Prix trop élevé' } });
    expect((await api.call('POST', '/account/quotes/q-refuse/accept', { token: marie, body: {} })).status).toBe(409);
    expect(await api.call('POST', '/account/quotes/q-refuse/request-change', { token: marie, body: { text: 'Finalement ?' } })).toMatchObject({ status: 409, body: { message: QUOTE_THREAD_MESSAGES.notSent } });
  });

  it('refuses an answer to a quote not sent, an empty message or reason naming the field, and stores nothing', async () => {
    await request('q-bad');
    expect(await api.call('POST', '/account/quotes/q-bad/refuse', { token: marie, body: { reason: 'Non' } })).toMatchObject({ status: 409, body: { message: QUOTE_THREAD_MESSAGES.notSent } });
    expect(await api.call('POST', '/account/quotes/q-bad/messages', { token: marie, body: { text: '   ' } })).toMatchObject({ status: 400, body: { issues: [{ path: 'text' }] } });
    expect(await api.call('POST', '/account/quotes/q-bad/refuse', { token: marie, body: {} })).toMatchObject({ status: 400, body: { issues: [{ path: 'reason' }] } });
    expect(await api.call('POST', '/account/quotes/q-bad/messages', { token: marie, body: { text: 'x'.repeat(5001) } })).toMatchObject({ status: 400, body: { issues: [{ path: 'text' }] } });
    expect((await api.call('POST', '/account/quotes/q-bad/messages', { token: paul, body: { text: 'Bonjour' } })).status).toBe(404);
    const thread = v.parse(QuoteThreadSchema, (await api.call('GET', '/account/quotes/q-bad/thread', { token: marie })).body);
    expect(thread.messages.map((message) => message.kind)).toEqual(['request']);
    const editor = v.parse(QuoteEditorSchema, (await api.call('GET', '/admin/quote-requests/q-bad', { token: admin })).body);
    expect(editor.quote.status).toBe('pending');
  });
});
