import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@otech/domain';
import { TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
});
afterAll(() => t.stop());

// Unbroken text is pdfkit's slowest case: every character is a wrap candidate.
const longest = (letter: string) => letter.repeat(TEXT_LIMITS.line);

describe('invoice PDF', () => {
  it('renders an invoice whose every text is at its maximum without stalling other requests', async () => {
    const admin = await t.adminToken();
    const client = (await t.call('GET', '/clients/1', { token: admin })).body as Record<string, unknown>;
    const fields = ['societe', 'adresse_debut', 'adresse_milieu', 'adresse_fin', 'ville', 'pays', 'siret', 'tva_cee'];
    expect((await t.call('PUT', '/clients/1', { token: admin, body: { ...client, ...Object.fromEntries(fields.map((field) => [field, longest('W')])) } })).status).toBe(200);
    const lignes = Array.from({ length: 200 }, () => ({ reference: longest('R'), designation: longest('W'), quantite: 1000, prix_unitaire_ht: 9_999_999.99 }));
    const created = await t.call('POST', '/factures', {
      token: admin,
      body: { statut: 'envoyee', client_id: 1, client_nom: longest('W'), date_facture: '2026-01-15', montant_ttc: 1, conditions_paiement: longest('W'), lignes },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: string } }).data.id;
    const marie = await t.customerToken();

    const order: string[] = [];
    const download = t.call('GET', `/client-dashboard/invoices/${id}/download`, { token: marie }).then((answer) => {
      order.push('pdf');
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.call('GET', '/factures/test/ping').then(() => order.push('ping'));
    const pdf = await download;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect(order).toEqual(['ping', 'pdf']);
  });
});
