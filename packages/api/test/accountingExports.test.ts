import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { FEC_COLUMNS, isoDay, SELLER } from '@otech/domain';
import { TestApi } from './helpers.ts';
import { embeddedFileOf } from './facturXFiles.ts';

let t: TestApi;
let admin: string;
const today = isoDay(new Date());
let invoiceNumber = '';
let creditNumber = '';

beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  const lignes = [{ reference: 'VP-AA-001', designation: 'Pile', quantite: 10, prix_unitaire_ht: 2.5 }];
  const invoice = ((await t.call('POST', '/factures', { token: admin, body: { statut: 'envoyee', client_id: 1, client_nom: 'Durand', date_facture: today, montant_ttc: 1, lignes } })).body as { data: { id: string; numero_facture: string } }).data;
  invoiceNumber = invoice.numero_facture;
  creditNumber = ((await t.call('POST', `/admin/factures/${invoice.id}/avoirs`, { token: admin, body: { lignes: [{ ligne: '1', quantite: 4 }] } })).body as { numero: string }).numero;
});
afterAll(() => t.stop());

async function exported(format: string, token = admin, from = today, to = today) {
  const response = await fetch(`${t.api.url}/admin/exports/invoices?from=${from}&to=${to}&format=${format}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

describe('the accountant’s exports (issue 24)', () => {
  it('writes the sales journal: one line per invoice and credit note, semicolons, French decimals', async () => {
    const csv = await exported('csv');
    expect(csv.type).toBe('text/csv; charset=utf-8');
    const lines = csv.bytes.toString('utf8').replace(/^\ufeff/, '').trimEnd().split('\r\n');
    // 25,00 HT; contribution 0,44; VAT 5,09; TTC 30,53. Credit 10,00 HT; 0,18; 2,04; 12,22.
    expect(lines.slice(1)).toEqual([
      `${invoiceNumber};Facture;${today.split('-').reverse().join('/')};Durand Energie SARL;;25,00;0,44;5,09;30,53;12,22;18,31`,
      `${creditNumber};Avoir;${today.split('-').reverse().join('/')};Durand Energie SARL;;-10,00;-0,18;-2,04;-12,22;0,00;0,00`,
    ]);
  });

  it('writes a balanced FEC file of 18 tab-separated columns named SIREN + FEC + closing date, the credit note reversed', async () => {
    const fec = await exported('fec');
    expect(fec.disposition).toBe(`attachment; filename="${SELLER.siren}FEC${today.replace(/-/g, '')}.txt"`);
    const rows = fec.bytes.toString('utf8').split('\r\n').slice(0, -1).map((line) => line.split('\t'));
    expect(rows[0]).toEqual([...FEC_COLUMNS]);
    expect(rows.every((row) => row.length === 18)).toBe(true);
    const debit = rows.slice(1).reduce((sum, row) => sum + cents(row[11]!), 0);
    const credit = rows.slice(1).reduce((sum, row) => sum + cents(row[12]!), 0);
    expect(debit).toBe(credit);
    expect(rows.filter((row) => row[4] === '411C00001').map((row) => [row[8], row[11], row[12]])).toEqual([[invoiceNumber, '30,53', '0,00'], [creditNumber, '0,00', '12,22']]);
  });

  it('zips every Factur-X file of the period, and refuses a period that ends before it starts', async () => {
    const zip = await exported('zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(files).sort()).toEqual([`${creditNumber}.pdf`, `${invoiceNumber}.pdf`].sort());
    expect(embeddedFileOf(Buffer.from(files[`${invoiceNumber}.pdf`]!))).toContain(`<ram:ID>${invoiceNumber}</ram:ID>`);
    const backwards = await t.call('GET', '/admin/exports/invoices?from=2027-02-01&to=2027-01-01', { token: admin });
    expect(backwards).toMatchObject({ status: 400, body: { issues: [{ path: 'to', message: 'La date de fin doit suivre la date de début' }] } });
    expect((await exported('csv', await t.customerToken())).status).toBe(403);
  });
});
