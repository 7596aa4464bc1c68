import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FactureSchema, InvoiceStatsSchema, isoDay, ISSUED_INVOICE_MESSAGES, nextNumber } from '@otech/domain';
import { recordsApiForTests } from '../../../test/records.ts';

interface Answer<T> {
  success: true;
  data: T;
}
type Facture = v.InferOutput<typeof FactureSchema> & { lignes?: { total_ht: number }[]; montant_ht?: number; montant_tva?: number };

const api = recordsApiForTests();

const today = isoDay(new Date());

describe('invoices service access (spec 2 §7.1)', () => {
  it('answers ping to anyone and refuses the rest without a token', async () => {
    expect((await api.t.call('GET', '/factures/test/ping')).body).toEqual({ success: true, message: 'pong' });
    expect((await api.t.call('GET', '/factures')).status).toBe(401);
    expect((await api.t.call('GET', '/factures/stats')).status).toBe(401);
  });

  it("shows a customer only their invoices and 404 for someone else's", async () => {
    const mine = (await api.t.call('GET', '/factures', { token: api.marie })).body as Answer<Facture[]>;
    expect(mine.data.map((facture) => facture.id).sort()).toEqual(['fac-a', 'fac-b']);
    expect((await api.t.call('GET', '/factures/fac-c', { token: api.marie })).status).toBe(404);
    expect((await api.t.call('GET', '/factures/fac-c', { token: api.paul })).body).toMatchObject({ success: true, data: { id: 'fac-c', client_id: 2 } });
  });

  it('keeps create, update, delete and payments for administrators (403 to a customer)', async () => {
    expect((await api.t.call('POST', '/factures', { token: api.marie, body: {} })).status).toBe(403);
    expect((await api.t.call('PUT', '/factures/fac-a', { token: api.marie, body: {} })).status).toBe(403);
    expect((await api.t.call('DELETE', '/factures/fac-a', { token: api.marie })).status).toBe(403);
    expect((await api.t.call('POST', '/factures/fac-a/paiements', { token: api.marie, body: {} })).status).toBe(403);
  });
});

describe('invoice list and statistics', () => {
  it('sorts and limits as the client dashboard asks (5 latest by date, descending)', async () => {
    const all = (await api.t.call('GET', '/factures?limit=5&sort_by=date_facture&sort_order=desc', { token: api.admin })).body as Answer<Facture[]>;
    expect(all.data.map((facture) => facture.id)).toEqual(['fac-c', 'fac-b', 'fac-a']);
    expect(all.data.every((facture) => v.safeParse(FactureSchema, facture).success)).toBe(true);
    const cheapest = (await api.t.call('GET', '/factures?limit=1&sort_by=montant_ttc&sort_order=asc', { token: api.admin })).body as Answer<Facture[]>;
    expect(cheapest.data.map((facture) => facture.id)).toEqual(['fac-b']);
    const paid = (await api.t.call('GET', '/factures?statut=payee', { token: api.admin })).body as Answer<Facture[]>;
    expect(paid.data.map((facture) => facture.id)).toEqual(['fac-c']);
  });

  it('refuses an unknown sort or limit with 400 naming the parameter', async () => {
    expect((await api.t.call('GET', '/factures?sort_by=prix', { token: api.admin })).body).toMatchObject({ issues: [{ path: 'sort_by' }] });
    expect((await api.t.call('GET', '/factures?limit=0', { token: api.admin })).body).toMatchObject({ issues: [{ path: 'limit' }] });
    expect((await api.t.call('GET', '/factures/stats?period=day', { token: api.admin })).body).toMatchObject({ issues: [{ path: 'period' }] });
  });

  it('gives statistics of the period, month by default', async () => {
    const { body } = await api.t.call('GET', '/factures/stats', { token: api.marie });
    expect(body).toMatchObject({ success: true, data: { period: 'month' } });
    expect(v.safeParse(InvoiceStatsSchema, (body as Answer<unknown>).data).success).toBe(true);
    expect((await api.t.call('GET', '/factures/stats?period=year', { token: api.admin })).body).toMatchObject({ data: { period: 'year' } });
  });
});

describe('administration of invoices', () => {
  it('creates a draft without a number, issues it with its number, date and totals, settles it, and never deletes it', async () => {
    const created = await api.t.call('POST', '/factures', {
      token: api.admin,
      body: { statut: 'brouillon', client_id: 2, client_nom: 'Bernard Batteries', date_facture: '2025-12-20', montant_ttc: 120, lignes: [{ reference: 'VB-NOK-004', designation: 'Nokia BL-5C', quantite: 8, prix_unitaire_ht: 12.5 }] },
    });
    expect(created.status).toBe(201);
    const facture = (created.body as Answer<Facture>).data;
    expect(facture).toMatchObject({ numero_facture: '', client_id: 2, lignes: [{ total_ht: 100 }] });
    const before = ((await api.t.call('GET', '/factures?limit=1000', { token: api.admin })).body as Answer<Facture[]>).data.map((each) => each.numero_facture);
    const updated = await api.t.call('PUT', `/factures/${facture.id}`, { token: api.admin, body: { statut: 'envoyee' } });
    // 100 HT; contribution 1,75; VAT 20 % of 101,75 = 20,35; TTC 122,10.
    expect(updated.body).toMatchObject({ success: true, data: { statut: 'envoyee', numero_facture: nextNumber('FA', Number(today.slice(0, 4)), before), date_facture: today, montant_ttc: 122.1 } });
    const changed = await api.t.call('PUT', `/factures/${facture.id}`, { token: api.admin, body: { client_nom: 'Autre', montant_ttc: 1 } });
    expect(changed).toMatchObject({ status: 409, body: { message: ISSUED_INVOICE_MESSAGES.changed(['client_nom', 'montant_ttc']) } });
    const partly = await api.t.call('POST', `/factures/${facture.id}/paiements`, { token: api.admin, body: { montant: 20, date_paiement: '2026-11-21', mode: 'Virement' } });
    expect(partly).toMatchObject({ status: 201, body: { data: { statut: 'envoyee' } } });
    const settled = await api.t.call('POST', `/factures/${facture.id}/paiements`, { token: api.admin, body: { montant: 102.1, date_paiement: '2026-11-22', mode: 'Chèque' } });
    expect(settled.body).toMatchObject({ data: { statut: 'payee', paiements: [{ montant: 20 }, { montant: 102.1 }] } });
    expect((await api.t.call('GET', `/factures/${facture.id}`, { token: api.paul })).status).toBe(200);
    expect(await api.t.call('DELETE', `/factures/${facture.id}`, { token: api.admin })).toMatchObject({ status: 409, body: { message: ISSUED_INVOICE_MESSAGES.deleted } });
    expect((await api.t.call('GET', `/factures/${facture.id}`, { token: api.admin })).status).toBe(200);
  });

  it('deletes a draft', async () => {
    const created = await api.t.call('POST', '/factures', { token: api.admin, body: { statut: 'brouillon', client_id: 2, client_nom: 'B', date_facture: '2026-11-20', montant_ttc: 1 } });
    const { id } = (created.body as Answer<Facture>).data;
    expect((await api.t.call('DELETE', `/factures/${id}`, { token: api.admin })).body).toEqual({ success: true });
    expect((await api.t.call('GET', `/factures/${id}`, { token: api.admin })).body).toEqual({ message: 'Facture introuvable' });
  });

  it('validates bodies: unknown client, taken number, bad payment, bad status', async () => {
    const base = { statut: 'brouillon', client_nom: 'X', date_facture: '2026-11-20', montant_ttc: 1 };
    expect((await api.t.call('POST', '/factures', { token: api.admin, body: { ...base, client_id: 99 } })).body).toMatchObject({ issues: [{ path: 'client_id' }] });
    expect((await api.t.call('POST', '/factures', { token: api.admin, body: { ...base, client_id: 1, numero_facture: 'FA-2026-00001' } })).status).toBe(409);
    expect((await api.t.call('POST', '/factures/fac-a/paiements', { token: api.admin, body: { montant: 0, date_paiement: 'hier', mode: 'X' } })).body).toMatchObject({
      message: 'Erreur de validation',
      issues: [{ path: 'montant' }, { path: 'date_paiement' }],
    });
    expect((await api.t.call('PUT', '/factures/fac-a', { token: api.admin, body: { statut: 'perdue' } })).status).toBe(400);
    expect((await api.t.call('PUT', '/factures/nope', { token: api.admin, body: {} })).status).toBe(404);
  });

  it('answers 400 naming the field for an impossible date, unbounded terms or an over-long text, never 500', async () => {
    const issues = async (body: object) => ((await api.t.call('PUT', '/factures/fac-a', { token: api.admin, body })).body as { issues?: { path: string }[] }).issues?.map((issue) => issue.path);
    expect(await issues({ date_facture: '2026-99-99' })).toEqual(['date_facture']);
    expect(await issues({ conditions_paiement: '99999999 jours' })).toEqual(['conditions_paiement']);
    expect(await issues({ client_nom: 'x'.repeat(32_000) })).toEqual(['client_nom']);
    expect(await issues({ montant_ttc: 1e300 })).toEqual(['montant_ttc']);
    expect(await issues({ lignes: [{ reference: 'R', designation: 'x'.repeat(256), quantite: 1, prix_unitaire_ht: 1 }] })).toEqual(['lignes.0.designation']);
    expect((await api.t.call('GET', '/client-dashboard/invoices/fac-a/download', { token: api.marie })).status).toBe(200);
  });
});
