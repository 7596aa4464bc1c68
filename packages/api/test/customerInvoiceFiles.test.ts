import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICES_EXPORT_MESSAGES, isoDay } from '@otech/domain';
import { CREDENTIALS, TestApi } from './helpers.ts';
import { embeddedFileOf, xmlTexts } from './facturXFiles.ts';

let t: TestApi;
let admin: string;
let marie: string;
let paul: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  marie = await t.customerToken();
  paul = await t.customerToken(CREDENTIALS.noHash);
});
afterAll(() => t.stop());

const today = isoDay(new Date());
const lignes = [{ reference: 'VP-AA-001', designation: 'Pile', quantite: 4, prix_unitaire_ht: 2.5 }];

async function issueFor(clientId: number, clientName: string): Promise<string> {
  const created = await t.call('POST', '/factures', { token: admin, body: { statut: 'envoyee', client_id: clientId, client_nom: clientName, date_facture: today, montant_ttc: 1, lignes } });
  return (created.body as { data: { numero_facture: string } }).data.numero_facture;
}

async function zipOf(token: string, query: string): Promise<{ status: number; files: Record<string, Uint8Array>; disposition: string | null }> {
  const response = await fetch(`${t.api.url}/client-dashboard/invoice-files?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) return { status: response.status, files: {}, disposition: null };
  return { status: 200, files: unzipSync(new Uint8Array(await response.arrayBuffer())), disposition: response.headers.get('content-disposition') };
}

describe("the customer's ZIP of a period (issue 24)", () => {
  it('holds the Factur-X files of their own invoices and credit notes of the period, and never another customer’s', async () => {
    const mine = await issueFor(1, 'Durand Energie');
    const theirs = await issueFor(2, 'Bernard Batteries');
    const invoices = (await t.call('GET', '/factures?limit=1000', { token: admin })).body as { data: { id: string; numero_facture: string }[] };
    const mineId = invoices.data.find((each) => each.numero_facture === mine)!.id;
    const note = (await t.call('POST', `/admin/factures/${mineId}/avoirs`, { token: admin, body: { lignes: [{ ligne: '1', quantite: 1 }] } })).body as { numero: string };

    const zip = await zipOf(marie, `from=${today}&to=${today}`);
    expect(zip.status).toBe(200);
    expect(zip.disposition).toBe(`attachment; filename="factur-x_${today}_${today}.zip"`);
    expect(Object.keys(zip.files)).toEqual(expect.arrayContaining([`${mine}.pdf`, `${note.numero}.pdf`]));
    expect(Object.keys(zip.files)).not.toContain(`${theirs}.pdf`);
    // Every file is the customer's own: its buyer is their company.
    for (const pdf of Object.values(zip.files)) expect(xmlTexts(embeddedFileOf(Buffer.from(pdf)), 'Name')).toContain('Durand Energie SARL');

    const paulsZip = await zipOf(paul, `from=${today}&to=${today}`);
    expect(Object.keys(paulsZip.files)).toEqual([`${theirs}.pdf`]);
    // Three Factur-X files are drawn on the PDF thread: seconds each on a loaded machine.
  }, 90_000);

  it('is empty outside any issue, refuses a period the wrong way round in French, and is the customers’ only', async () => {
    expect(Object.keys((await zipOf(marie, 'from=2001-01-01&to=2001-01-31')).files)).toEqual([]);
    const backwards = await t.call('GET', '/client-dashboard/invoice-files?from=2026-02-01&to=2026-01-01', { token: marie });
    expect(backwards).toMatchObject({ status: 400, body: { issues: [{ path: 'to', message: INVOICES_EXPORT_MESSAGES.order }] } });
    expect((await t.call('GET', `/client-dashboard/invoice-files?from=${today}&to=${today}`)).status).toBe(401);
    expect((await t.call('GET', `/client-dashboard/invoice-files?from=${today}&to=${today}`, { token: admin })).status).toBe(403);
  });
});
