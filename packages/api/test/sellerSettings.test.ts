import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SELLER } from '@otech/domain';
import { sellerFromEnv } from '../src/einvoice/issuingSeller.ts';
import { REAL_SELLER, TestApi } from './helpers.ts';
import { xmlTexts } from './facturXFiles.ts';

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
});
afterAll(() => t.stop());
afterEach(() => vi.unstubAllEnvs());

async function issue(): Promise<string> {
  const lignes = [{ reference: 'VP-AA-001', designation: 'Pile', quantite: 1, prix_unitaire_ht: 2.5 }];
  const created = await t.call('POST', '/factures', { token: admin, body: { statut: 'envoyee', client_id: 1, client_nom: 'Durand', date_facture: '2026-01-01', montant_ttc: 1, lignes } });
  return (created.body as { data: { id: string } }).data.id;
}

const xmlOf = async (id: string) => (await t.call('GET', `/admin/factures/${id}/factur-x.xml`, { token: admin })).text;

describe("the seller's legal data (decision 130: set by the environment, kept as issued)", () => {
  it('is the sample seller in the demo, required and checked outside it, naming the variable', () => {
    expect(sellerFromEnv({}, true)).toBe(SELLER);
    expect(() => sellerFromEnv({}, false)).toThrow(/OTECH_SELLER_SIRET and the other OTECH_SELLER_\* variables must be set when OTECH_DEMO=0/);
    expect(() => sellerFromEnv({ ...REAL_SELLER, OTECH_SELLER_SIRET: '73282932000075' }, false)).toThrow('OTECH_SELLER_SIRET is not a SIRET: 14 digits with their Luhn key');
    const { OTECH_SELLER_IBAN: _iban, ...withoutIban } = REAL_SELLER;
    expect(() => sellerFromEnv(withoutIban, false)).toThrow('OTECH_SELLER_IBAN must be set beside the other OTECH_SELLER_* variables');
    expect(sellerFromEnv(REAL_SELLER, false)).toMatchObject({ siren: '732829320', siret: '73282932000074', iban: REAL_SELLER.OTECH_SELLER_IBAN });
  });

  it('is printed on the invoices issued after it is set, and an invoice issued before keeps the seller it was issued with', async () => {
    const before = await issue();
    const beforeXml = await xmlOf(before);
    expect(xmlTexts(beforeXml, 'IBANID')).toEqual([SELLER.iban]);

    for (const [name, value] of Object.entries(REAL_SELLER)) vi.stubEnv(name, value);
    const after = await issue();
    const afterXml = await xmlOf(after);
    expect(xmlTexts(afterXml, 'IBANID')).toEqual([REAL_SELLER.OTECH_SELLER_IBAN]);
    expect(xmlTexts(afterXml, 'ID')).toEqual(expect.arrayContaining(['732829320', sellerFromEnv(REAL_SELLER, false).vatNumber]));
    expect(xmlTexts(afterXml, 'LineOne')).toContain('12 avenue des Belges');

    expect(await xmlOf(before)).toBe(beforeXml);
  });
});
