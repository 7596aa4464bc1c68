import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, TestApi } from './helpers.ts';

// Issues 21 and 27: payment terms, credit limit and the account's state are the shop's.
let t: TestApi;
let marie: string;
let admin: string;
beforeAll(async () => {
  t = await TestApi.start();
  marie = await t.customerToken(CREDENTIALS.hashed);
  admin = await t.adminToken();
});
afterAll(() => t.stop());

interface Refusal {
  message: string;
  issues: { path: string; message: string }[];
}
const pathsOf = (body: unknown) => (body as Refusal).issues.map((issue) => issue.path);
const marieRecord = async () => (await t.call('GET', '/clients/1', { token: admin })).body as Record<string, unknown> & { bankingInfo?: Record<string, unknown> };

describe('what only the shop decides', () => {
  it('lets staff set payment terms (30, 45, 60, 90 days) and a credit limit on the client', async () => {
    const { id: _id, date_creation: _created, ...fields } = await marieRecord();
    const bankingInfo = { sameBillingAddress: true, invoiceFormat: 'pdf', invoiceDelivery: 'email', paymentTerms: 60, creditLimit: 5000 };
    expect((await t.call('PUT', '/clients/1', { token: admin, body: { ...fields, bankingInfo } })).status).toBe(200);
    expect((await t.call('PUT', '/clients/1', { token: admin, body: { ...fields, bankingInfo: { ...bankingInfo, paymentTerms: 365 } } })).status).toBe(400);
    expect((await marieRecord()).bankingInfo).toMatchObject({ paymentTerms: 60, creditLimit: 5000 });
  });

  it("refuses a customer's change of payment mode, approval flag, deletion date, terms or credit limit, naming each field, and stores nothing", async () => {
    const before = await marieRecord();
    const attempt = await t.call('PUT', '/auth/me', {
      token: marie,
      body: { telephone: '01 00 00 00 00', mode_reglement: 'Virement 365 jours', en_attente_validation: true, date_suppression: '2026-01-01', bankingInfo: { paymentTerms: 90, creditLimit: 1_000_000 } },
    });
    expect(attempt.status).toBe(400);
    expect(pathsOf(attempt.body)).toEqual(['en_attente_validation', 'date_suppression', 'mode_reglement', 'bankingInfo.paymentTerms', 'bankingInfo.creditLimit']);
    expect((attempt.body as Refusal).message).toBe('Ce champ est fixé par OTECH et ne peut pas être modifié');
    const { id: _id, date_creation: _created, ...fields } = before;
    const onRecord = await t.call('PUT', '/clients/1', { token: marie, body: { ...fields, mode_reglement: 'Virement 365 jours' } });
    expect(pathsOf(onRecord.body)).toEqual(['mode_reglement']);
    expect(await marieRecord()).toEqual(before);
  });

  it('refuses new terms through the banking form and keeps them when the form sends them back', async () => {
    const banking = { bankName: 'Banque', iban: '', bic: '', sameBillingAddress: true, invoiceFormat: 'pdf', invoiceDelivery: 'email' };
    const refused = await t.call('PUT', '/account/banking', { token: marie, body: { ...banking, paymentTerms: 90, creditLimit: 5000 } });
    expect(pathsOf(refused.body)).toEqual(['paymentTerms']);
    const saved = await t.call('PUT', '/account/banking', { token: marie, body: { ...banking, bankName: 'Banque Populaire', paymentTerms: 60, creditLimit: 5000 } });
    expect(saved.status).toBe(200);
    // An older form that sends no terms at all changes none either.
    expect((await t.call('PUT', '/account/banking', { token: marie, body: banking })).status).toBe(200);
    expect((await marieRecord()).bankingInfo).toMatchObject({ bankName: 'Banque', paymentTerms: 60, creditLimit: 5000 });
  });

  it('checks the IBAN with its checksum on PUT /auth/me', async () => {
    const bad = await t.call('PUT', '/auth/me', { token: marie, body: { iban: 'FR7630006000011234567890188' } });
    expect(bad.body).toEqual({ message: 'IBAN invalide', issues: [{ path: 'iban', message: 'IBAN invalide' }] });
    expect((await t.call('PUT', '/auth/me', { token: marie, body: { iban: 'FR7630006000011234567890189' } })).status).toBe(200);
  });
});

describe("staff set a client's terms (issue 21)", () => {
  it('sets payment terms, credit limit and price list in one write, and the customer then pays that list', async () => {
    expect((await t.call('GET', '/admin/clients/2/terms', { token: marie })).status).toBe(403);
    expect((await t.call('GET', '/admin/clients/2/terms', { token: admin })).body).toEqual({ paymentTerms: 30, creditLimit: null, priceList: 'revendeur' });
    const refused = await t.call('PUT', '/admin/clients/2/terms', { token: admin, body: { paymentTerms: 120, creditLimit: -1, priceList: 'vip' } });
    expect(pathsOf(refused.body).sort()).toEqual(['creditLimit', 'paymentTerms', 'priceList']);
    const saved = await t.call('PUT', '/admin/clients/2/terms', { token: admin, body: { paymentTerms: 90, creditLimit: 3200, priceList: 'professionnel' } });
    expect(saved.body).toEqual({ paymentTerms: 90, creditLimit: 3200, priceList: 'professionnel' });
    expect((await t.call('GET', '/admin/clients/2/terms', { token: admin })).body).toEqual({ paymentTerms: 90, creditLimit: 3200, priceList: 'professionnel' });
    const paul = await t.customerToken(CREDENTIALS.noHash);
    // Professionnel in the fixture: -10 % on everything (2.50 -> 2.25), no more the Revendeur -25 %.
    expect((await t.call('GET', '/prices?ids=VP-AA-001', { token: paul })).body).toMatchObject({ list: { id: 'professionnel' }, prices: { 'VP-AA-001': { unitPriceCents: 225 } } });
    expect((await t.call('PUT', '/admin/clients/999/terms', { token: admin, body: { paymentTerms: 30, creditLimit: null, priceList: 'public' } })).status).toBe(404);
  });
});
