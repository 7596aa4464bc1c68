import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES } from '@otech/domain';
import { CREDENTIALS, TestApi } from './helpers.ts';
import { embeddedFileOf, xmlTexts } from './facturXFiles.ts';

let t: TestApi;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  customer = await t.customerToken();
});
afterAll(() => t.stop());

interface CreditNote {
  id: string;
  numero: string;
  facture_numero: string;
  montant_ttc: number;
  pdfUrl: string;
  xmlUrl: string;
}

async function bytes(path: string, token: string): Promise<Buffer> {
  const response = await fetch(t.api.url + path.replace(/^\/api/, ''), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const amountDue = async (id: string) => ((await t.call('GET', `/client-dashboard/invoices/${id}`, { token: customer })).body as { amountDue: number }).amountDue;

describe('credit notes (issue 24)', () => {
  it('corrects chosen lines of an invoice, as a Factur-X 381 referring to it, and the amount due follows; then the rest, once', async () => {
    const lignes = [
      { reference: 'VP-AA-001', designation: 'Pile', quantite: 10, prix_unitaire_ht: 2.5 },
      { reference: 'DC-CAN-005', designation: 'Batterie', quantite: 2, prix_unitaire_ht: 39.9 },
    ];
    const invoice = ((await t.call('POST', '/factures', { token: admin, body: { statut: 'envoyee', client_id: 1, client_nom: 'Durand', date_facture: '2026-01-01', montant_ttc: 1, lignes } })).body as { data: { id: string; numero_facture: string; montant_ttc: number } }).data;
    // 104,80 HT; contribution 1,83; VAT 20 % of 106,63 = 21,33; TTC 127,96.
    expect(invoice.montant_ttc).toBe(127.96);

    const lines = await t.call('GET', `/admin/factures/${invoice.id}/lignes-a-crediter`, { token: admin });
    expect(lines.body).toEqual([
      { ligne: '1', reference: 'VP-AA-001', designation: 'Pile', quantite: 10, restant: 10, prix_unitaire_ht: 2.5 },
      { ligne: '2', reference: 'DC-CAN-005', designation: 'Batterie', quantite: 2, restant: 2, prix_unitaire_ht: 39.9 },
    ]);
    expect((await t.call('GET', `/admin/factures/${invoice.id}/lignes-a-crediter`, { token: customer })).status).toBe(403);

    const tooMany = await t.call('POST', `/admin/factures/${invoice.id}/avoirs`, { token: admin, body: { lignes: [{ ligne: '2', quantite: 3 }] } });
    expect(tooMany).toMatchObject({ status: 400, body: { issues: [{ path: 'lignes.0.quantite', message: CREDIT_NOTE_MESSAGES.tooMany('2', 2) }] } });
    expect((await t.call('POST', `/admin/factures/${invoice.id}/avoirs`, { token: customer, body: {} })).status).toBe(403);

    const partial = await t.call('POST', `/admin/factures/${invoice.id}/avoirs`, { token: admin, body: { lignes: [{ ligne: '2', quantite: 1 }] } });
    expect(partial.status).toBe(201);
    const first = partial.body as CreditNote;
    // 39,90 HT; contribution 0,70; VAT 20 % of 40,60 = 8,12; TTC 48,72.
    expect(first).toMatchObject({ numero: expect.stringMatching(/^AV-\d{4}-\d{5}$/), facture_numero: invoice.numero_facture, montant_ttc: 48.72 });
    expect(await amountDue(invoice.id)).toBe(79.24);
    expect(((await t.call('GET', `/admin/factures/${invoice.id}/lignes-a-crediter`, { token: admin })).body as { restant: number }[]).map((line) => line.restant)).toEqual([10, 1]);
    const listed = (await t.call('GET', `/client-dashboard/invoices/${invoice.id}`, { token: customer })).body;
    expect(listed).toMatchObject({ paymentStatus: 'partial', creditNotes: [{ id: first.id, number: first.numero, amount: 48.72, downloadUrl: first.pdfUrl.replace('/admin/avoirs', '/client-dashboard/credit-notes') }] });
    const page = (await t.call('GET', '/client-dashboard/invoices?pageSize=50', { token: customer })).body as { items: { id: string; creditNotes: unknown[] }[] };
    expect(page.items.find((each) => each.id === invoice.id)?.creditNotes).toHaveLength(1);
    const journal = (await t.call('GET', `/admin/journal?kind=invoice&recordId=${invoice.id}`, { token: admin })).body as { items: { action: string; staffName: string; after: { numero: string } }[] };
    // Newest first: the credit note, after the invoice's own issue (both recorded since every /factures write is).
    expect(journal.items).toMatchObject([{ action: 'avoir', after: { numero: first.numero } }, { action: 'émission' }]);

    const xml = (await bytes(first.xmlUrl, admin)).toString('utf8');
    expect(xmlTexts(xml, 'TypeCode')[0]).toBe('381');
    expect(xmlTexts(xml, 'IssuerAssignedID')).toEqual([invoice.numero_facture]);
    expect(xmlTexts(xml, 'GrandTotalAmount')).toEqual(['48.72']);
    expect(embeddedFileOf(await bytes(first.pdfUrl, admin))).toBe(xml);

    const rest = await t.call('POST', `/admin/factures/${invoice.id}/avoirs`, { token: admin, body: {} });
    expect(rest.status).toBe(201);
    expect(Number((rest.body as CreditNote).numero.slice(-5))).toBe(Number(first.numero.slice(-5)) + 1);
    expect(await amountDue(invoice.id)).toBe(0);
    expect(await t.call('POST', `/admin/factures/${invoice.id}/avoirs`, { token: admin, body: {} })).toMatchObject({ status: 409, body: { message: CREDIT_NOTE_MESSAGES.nothingLeft } });

    const seen = (await t.call('GET', `/client-dashboard/invoices/${invoice.id}/credit-notes`, { token: customer })).body as CreditNote[];
    expect(seen.map((note) => note.numero)).toEqual([first.numero, (rest.body as CreditNote).numero]);
    expect(embeddedFileOf(await bytes(seen[0]!.pdfUrl, customer))).toBe(xml);
    const stranger = await t.customerToken(CREDENTIALS.noHash);
    expect((await t.call('GET', `/client-dashboard/invoices/${invoice.id}/credit-notes`, { token: stranger })).status).toBe(404);
    expect((await t.call('GET', `/client-dashboard/credit-notes/${first.id}/pdf`, { token: stranger })).status).toBe(404);
  });
});
