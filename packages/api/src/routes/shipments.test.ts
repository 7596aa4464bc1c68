import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultValidUntil, documentTotals, factureDueDate, isoDay } from '@otech/domain';
import type { OrderShipments, QuoteOfferLine, QuoteRequest } from '@otech/domain';
import { CREDENTIALS, STAFF_CREDENTIALS, TestApi } from '../../test/helpers.ts';
import { embeddedFileOf, xmlTexts } from '../../test/facturXFiles.ts';
import { SmtpInbox } from '../../test/smtpInbox.ts';
import { replaceQuotes } from '../db/quotes.ts';
import { smtpDelivery } from '../mail/mailDelivery.ts';

let inbox: SmtpInbox;
let api: TestApi;
let admin: string;
let logistics: string;
let marie: string;
let paul: string;

const MARIE = 'marie@durand-energie.fr';
const LINES: QuoteOfferLine[] = [
  { reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', quantity: 50, unitPriceHT: 2.5, discountPercent: 10 },
  { designation: 'Frais de port', quantity: 1, unitPriceHT: 15, discountPercent: 0 },
];

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  api = await TestApi.start({ mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
  [admin, logistics, marie, paul] = await Promise.all([api.adminToken(), api.adminToken(STAFF_CREDENTIALS.logistique), api.customerToken(CREDENTIALS.hashed), api.customerToken(CREDENTIALS.noHash)]);
});

afterAll(async () => {
  await api.stop();
  await inbox.stop();
});

/** An order of Marie's, made as the shop makes them: her request priced, sent, accepted with her PO reference. */
async function placedOrder(id: string): Promise<{ id: string; orderNumber: string }> {
  const product = api.api.db.products.byReference('VP-AA-001');
  if (!product) throw new Error('fixture product missing');
  const at = new Date().toISOString();
  const quote: QuoteRequest = { id, userId: '1', items: [{ id: product.id, product, quantity: 50, addedAt: at }], status: 'pending', createdAt: at, updatedAt: at };
  await replaceQuotes(api.api.db, [quote]);
  const sent = await api.call('POST', `/admin/quote-requests/${id}/send`, { token: admin, body: { lines: LINES, validUntil: defaultValidUntil(isoDay(new Date())), basedOn: at } });
  expect(sent.status, sent.text).toBe(200);
  const accepted = await api.call('POST', `/account/quotes/${id}/accept`, { token: marie, body: { purchaseOrderReference: 'BC-4471' } });
  expect(accepted.status, accepted.text).toBe(201);
  return (accepted.body as { order: { id: string; orderNumber: string } }).order;
}

const ship = (orderId: string, body: unknown, token = admin) => api.call('POST', `/admin/orders/${orderId}/shipments`, { token, body });

describe('an order ships in parcels, each with its delivery note and its invoice (issue 22)', () => {
  it('ships two parcels: the order follows, each parcel is invoiced at the order’s prices and e-mailed with its files', async () => {
    const order = await placedOrder('q-ship-two');
    const before = await api.call('GET', `/admin/orders/${order.id}/shipments`, { token: admin });
    expect((before.body as OrderShipments).toShip.map((line) => line.remaining)).toEqual([50, 1]);

    // The first parcel, by the logistics role: 30 batteries and the carriage.
    const first = await ship(order.id, { carrier: 'Colissimo', trackingNumber: '6A0001', lines: [{ line: 0, quantity: 30 }, { line: 1, quantity: 1 }] }, logistics);
    expect(first.status, first.text).toBe(201);
    const year = new Date().getFullYear();
    expect(first.body).toMatchObject({
      order: { status: 'processing', shippingStatus: 'preparing', trackingNumber: '6A0001', carrier: 'Colissimo' },
      shipment: { number: `BL-${year}-00001`, lines: [{ line: 0, quantity: 30 }, { line: 1, quantity: 1 }], invoice: { number: expect.stringMatching(new RegExp(`^FA-${year}-\\d{5}$`)) } },
      toShip: [{ remaining: 20 }, { remaining: 0 }],
    });

    // The rest: the order is shipped in full.
    const second = await ship(order.id, { carrier: 'Chronopost', trackingNumber: 'XY0002', lines: [{ line: 0, quantity: 20 }] });
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({ order: { status: 'shipped', shippingStatus: 'shipped' }, shipment: { number: `BL-${year}-00002` }, toShip: [{ remaining: 0 }, { remaining: 0 }] });

    // Each invoice is owed by Marie, at the quote's net prices, due on her terms, carrying her PO reference.
    const invoices = (await api.call('GET', '/factures', { token: marie })).body as { data: { id: string; numero_facture: string; statut: string; montant_ttc: number; date_facture: string; date_echeance: string }[] };
    const shipments = (second.body as OrderShipments).shipments;
    const firstInvoice = invoices.data.find((invoice) => invoice.id === shipments[0]?.invoice?.id);
    expect(firstInvoice).toMatchObject({ statut: 'envoyee', montant_ttc: documentTotals([{ unitPriceCents: 225, quantity: 30 }, { unitPriceCents: 1500, quantity: 1 }]).totalTTC });
    expect(firstInvoice?.date_echeance).toBe(factureDueDate(firstInvoice?.date_facture ?? '', '30 jours'));
    const secondInvoice = invoices.data.find((invoice) => invoice.id === shipments[1]?.invoice?.id);
    expect(secondInvoice?.montant_ttc).toBe(documentTotals([{ unitPriceCents: 225, quantity: 20 }]).totalTTC);

    await api.api.mail.flush();
    const mails = inbox.to(MARIE);
    const parcelMails = mails.filter((mail) => mail.subject?.startsWith(`Commande ${order.orderNumber} : colis expédié`));
    expect(parcelMails.map((mail) => mail.subject)).toEqual([`Commande ${order.orderNumber} : colis expédié (BL-${year}-00001)`, `Commande ${order.orderNumber} : colis expédié (BL-${year}-00002)`]);
    expect(parcelMails[0]?.text).toContain('Numéro de suivi : 6A0001');
    expect(parcelMails[0]?.attachments.map((file) => file.filename)).toEqual([`bon_de_livraison_BL-${year}-00001.pdf`]);
    for (const shipment of shipments) {
      const mail = mails.find((each) => each.subject === `Facture ${shipment.invoice?.number} (commande ${order.orderNumber})`);
      expect(mail?.text).toContain('Votre référence de commande : BC-4471');
      const [file] = mail?.attachments ?? [];
      expect(file?.filename).toBe(`facture_${shipment.invoice?.number}.pdf`);
      // The attachment is the Factur-X file: its XML names the invoice and the customer's PO reference.
      const xml = embeddedFileOf(file?.content ?? Buffer.alloc(0));
      expect(xmlTexts(xml, 'ID')).toContain(shipment.invoice?.number);
      expect(xmlTexts(xml, 'BuyerReference')).toEqual(['BC-4471']);
    }

    // The customer sees her parcels with their tracking, and downloads their delivery notes; Paul sees none of it.
    const mine = await api.call('GET', `/client-dashboard/orders/${order.id}/shipments`, { token: marie });
    expect(mine.body).toMatchObject([{ trackingNumber: '6A0001', carrier: 'Colissimo' }, { trackingNumber: 'XY0002' }]);
    expect((mine.body as object[])[0]).not.toHaveProperty('shippedBy');
    const note = await api.call('GET', `/client-dashboard/shipments/${shipments[0]?.id}/delivery-note`, { token: marie });
    expect(note.status).toBe(200);
    expect(note.headers.get('content-type')).toContain('application/pdf');
    expect(note.text.startsWith('%PDF-')).toBe(true);
    expect((await api.call('GET', `/client-dashboard/shipments/${shipments[0]?.id}/delivery-note`, { token: paul })).status).toBe(404);
    expect((await api.call('GET', `/client-dashboard/orders/${order.id}/shipments`, { token: paul })).status).toBe(404);
  });

  it('never ships more than remains, and a refused parcel stores nothing', async () => {
    const order = await placedOrder('q-ship-over');
    expect((await ship(order.id, { carrier: 'DPD', trackingNumber: 'D1', lines: [{ line: 0, quantity: 45 }] })).status).toBe(201);
    const over = await ship(order.id, { carrier: 'DPD', trackingNumber: 'D2', lines: [{ line: 0, quantity: 6 }] });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ issues: [{ path: 'lines.0.quantity', message: 'Ligne 1 : 5 au plus reste(nt) à expédier.' }] });
    const empty = await ship(order.id, { carrier: 'DPD', trackingNumber: 'D2', lines: [{ line: 0, quantity: 0 }] });
    expect(empty.body).toMatchObject({ issues: [{ path: 'lines', message: 'Le colis ne contient aucun article : indiquez au moins une quantité.' }] });
    expect((await ship(order.id, { carrier: '', trackingNumber: 'D2', lines: [{ line: 0, quantity: 1 }] })).status).toBe(400);
    const after = (await api.call('GET', `/admin/orders/${order.id}/shipments`, { token: admin })).body as OrderShipments;
    expect(after.shipments).toHaveLength(1);
    expect(after.toShip.map((line) => line.remaining)).toEqual([5, 1]);
  });

  it('ships without invoicing when asked, then staff issue the parcel’s invoice once from the order page', async () => {
    const order = await placedOrder('q-ship-later');
    const shipped = await ship(order.id, { carrier: 'DPD', trackingNumber: 'L1', lines: [{ line: 0, quantity: 50 }, { line: 1, quantity: 1 }], issueInvoice: false });
    const { shipment } = shipped.body as { shipment: { id: string; invoice?: unknown } };
    expect(shipment.invoice).toBeUndefined();
    expect((await api.call('POST', `/admin/shipments/${shipment.id}/invoice`, { token: logistics })).status).toBe(403);
    const twice = await Promise.all([1, 2].map(() => api.call('POST', `/admin/shipments/${shipment.id}/invoice`, { token: admin })));
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const issued = twice.find((answer) => answer.status === 201)?.body as { invoice: { id: string; number: string; amountTTC: number } };
    expect(issued.invoice.amountTTC).toBe(documentTotals([{ unitPriceCents: 225, quantity: 50 }, { unitPriceCents: 1500, quantity: 1 }]).totalTTC);
    const facture = await api.call('GET', `/factures/${issued.invoice.id}`, { token: marie });
    expect(facture.body).toMatchObject({ data: { numero_facture: issued.invoice.number, statut: 'envoyee' } });
  });

  it('does not ship an order that is cancelled', async () => {
    const order = await placedOrder('q-ship-cancelled');
    expect((await api.call('PATCH', `/admin/orders/${order.id}`, { token: admin, body: { status: 'cancelled' } })).status).toBe(200);
    const refused = await ship(order.id, { carrier: 'DPD', trackingNumber: 'C1', lines: [{ line: 0, quantity: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Une commande « Annulée » ne peut pas être expédiée.' });
    expect((await ship('ord-unknown', { carrier: 'DPD', trackingNumber: 'C1', lines: [{ line: 0, quantity: 1 }] })).status).toBe(404);
  });
});
