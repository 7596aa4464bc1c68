import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, SELLER } from '@otech/domain';
import { CREDENTIALS, TestApi } from './helpers.ts';
import { embeddedFileOf, fileSpecOf, xmlTexts, xmpOf } from './facturXFiles.ts';

let t: TestApi;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  customer = await t.customerToken();
});
afterAll(() => t.stop());

async function download(path: string, token: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(t.api.url + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const amount = (euros: unknown) => (euros as number).toFixed(2);

interface Issued {
  id: string;
  numero_facture: string;
  date_facture: string;
  montant_ht: number;
  montant_contribution: number;
  montant_tva: number;
  montant_ttc: number;
}

async function issue(): Promise<Issued> {
  const lignes = [
    { reference: 'VP-AA-001', designation: 'Pile alcaline AA « LR6 » & co', quantite: 7, prix_unitaire_ht: 2.55 },
    { reference: 'DC-CAN-005', designation: 'Batterie Canon LP-E6', quantite: 3, prix_unitaire_ht: 39.38 },
  ];
  const created = await t.call('POST', '/factures', { token: admin, body: { statut: 'envoyee', client_id: 1, client_nom: 'Durand', date_facture: '2020-01-01', montant_ttc: 1, conditions_paiement: '30 jours', lignes } });
  expect(created.status).toBe(201);
  return (created.body as { data: Issued }).data;
}

describe('Factur-X EN 16931 (issue 24)', () => {
  it('issues every invoice as a PDF/A-3 with its CII XML attached as factur-x.xml and the Factur-X XMP', async () => {
    const invoice = await issue();
    const pdf = await download(`/admin/factures/${invoice.id}/pdf`, admin);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    const xmp = xmpOf(pdf.bytes);
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain('<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>');
    expect(fileSpecOf(pdf.bytes)).toMatch(/\/AFRelationship \/Data/);
    expect(fileSpecOf(pdf.bytes)).toContain('(factur-x.xml)');
    const xml = await download(`/admin/factures/${invoice.id}/factur-x.xml`, admin);
    expect(xml.type).toBe('application/xml; charset=utf-8');
    expect(embeddedFileOf(pdf.bytes)).toBe(xml.bytes.toString('utf8'));
  });

  it('states in the XML the invoice record’s number, date and every amount, contribution and paid/due included', async () => {
    const invoice = await issue();
    const xml = (await download(`/admin/factures/${invoice.id}/factur-x.xml`, admin)).bytes.toString('utf8');
    expect(invoice.date_facture).toBe(isoDay(new Date()));
    expect(xmlTexts(xml, 'TypeCode').slice(0, 1)).toEqual(['380']);
    expect(xmlTexts(xml, 'ID')).toEqual(expect.arrayContaining(['urn:cen.eu:en16931:2017', invoice.numero_facture, SELLER.siren, SELLER.vatNumber]));
    expect(xmlTexts(xml, 'DateTimeString')[0]).toBe(invoice.date_facture.replace(/-/g, ''));
    expect(xmlTexts(xml, 'LineTotalAmount')).toEqual(['17.85', '118.14', amount(invoice.montant_ht)]);
    expect(xmlTexts(xml, 'ChargeTotalAmount')).toEqual([amount(invoice.montant_contribution)]);
    expect(xmlTexts(xml, 'ActualAmount')).toEqual([amount(invoice.montant_contribution)]);
    expect(xmlTexts(xml, 'TaxBasisTotalAmount')).toEqual([amount(invoice.montant_ht + invoice.montant_contribution)]);
    expect(xmlTexts(xml, 'CalculatedAmount')).toEqual([amount(invoice.montant_tva)]);
    expect(xmlTexts(xml, 'TaxTotalAmount')).toEqual([amount(invoice.montant_tva)]);
    expect(xmlTexts(xml, 'GrandTotalAmount')).toEqual([amount(invoice.montant_ttc)]);
    expect(xmlTexts(xml, 'TotalPrepaidAmount')).toEqual(['0.00']);
    expect(xmlTexts(xml, 'DuePayableAmount')).toEqual([amount(invoice.montant_ttc)]);
    // 135,99 HT; 2,38 contribution; VAT 20 % of 138,37 = 27,67; TTC 166,04.
    expect([invoice.montant_ht, invoice.montant_contribution, invoice.montant_tva, invoice.montant_ttc]).toEqual([135.99, 2.38, 27.67, 166.04]);
    expect(xmlTexts(xml, 'Name')).toContain('Pile alcaline AA « LR6 » & co');
  });

  it('gives the customer the same file as staff, and keeps it as issued when the client record changes', async () => {
    const invoice = await issue();
    const first = await download(`/client-dashboard/invoices/${invoice.id}/download`, customer);
    expect(first.status).toBe(200);
    const client = (await t.call('GET', '/clients/1', { token: admin })).body as Record<string, unknown>;
    expect((await t.call('PUT', '/clients/1', { token: admin, body: { ...client, adresse_debut: '99 avenue Nouvelle' } })).status).toBe(200);
    expect((await download(`/admin/factures/${invoice.id}/pdf`, admin)).bytes.equals(first.bytes)).toBe(true);
    expect((await download(`/client-dashboard/invoices/${invoice.id}/factur-x.xml`, customer)).bytes.toString('utf8')).not.toContain('99 avenue Nouvelle');
    expect((await download(`/client-dashboard/invoices/${invoice.id}/factur-x.xml`, await t.customerToken(CREDENTIALS.noHash))).status).toBe(404);
  });
});
