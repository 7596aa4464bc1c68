import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS, type QuoteRequest } from '@otech/domain';
import { replaceQuotes } from '../src/db/quotes.ts';
import { TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
});
afterAll(() => t.stop());

// Unbroken text is pdfkit's slowest case: every character is a wrap candidate.
const longest = (letter: string) => letter.repeat(TEXT_LIMITS.line);

/** Client 1's printed text fields (company, address) all at their maximum; its SIRET and VAT number valid, as they are checked. */
async function fillClientFields(): Promise<void> {
  const admin = await t.adminToken();
  const client = (await t.call('GET', '/clients/1', { token: admin })).body as Record<string, unknown>;
  const fields = ['societe', 'adresse_debut', 'adresse_milieu', 'adresse_fin', 'ville', 'pays'];
  const ids = { siret: '83791923200012', tva_cee: 'FR89837919232' };
  expect((await t.call('PUT', '/clients/1', { token: admin, body: { ...client, ...Object.fromEntries(fields.map((field) => [field, longest('W')])), ...ids } })).status).toBe(200);
}

/** Downloads `path` while another request is sent 50 ms later: the other one must not wait for the PDF. */
async function downloadBesidePing(path: string, token: string) {
  const order: string[] = [];
  const download = t.call('GET', path, { token }).then((answer) => {
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
}

describe('invoice PDF', () => {
  it('renders an invoice whose every text is at its maximum without stalling other requests', async () => {
    const admin = await t.adminToken();
    await fillClientFields();
    const body = (lignes: unknown[]) => ({ statut: 'envoyee', client_id: 1, client_nom: longest('W'), date_facture: '2026-01-15', montant_ttc: 1, conditions_paiement: longest('W'), lignes });
    const line = (quantite: number, prix_unitaire_ht: number) => ({ reference: longest('R'), designation: longest('W'), quantite, prix_unitaire_ht });
    // An invoice above the largest amount the shop stores is refused, naming its lines, before anything is written.
    const tooMuch = await t.call('POST', '/factures', { token: admin, body: body(Array.from({ length: 200 }, () => line(1000, 9_999_999.99))) });
    expect(tooMuch).toMatchObject({ status: 400, body: { issues: [{ path: 'lignes', message: expect.stringMatching(/^Le total TTC des lignes dépasse 10\s000\s000,00\s€$/) }] } });
    // The most lines, each with the widest unit price and total that keep the invoice under that amount (just under 8,000,000 € HT, 9,768,000 € TTC).
    const created = await t.call('POST', '/factures', { token: admin, body: body(Array.from({ length: 200 }, () => line(1, 39_999.99))) });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: string } }).data.id;
    await downloadBesidePing(`/client-dashboard/invoices/${id}/download`, await t.customerToken());
  });
});

describe('quote PDF', () => {
  it('renders a quote whose every text is at its maximum without stalling other requests', async () => {
    await fillClientFields();
    // A cart's most (200 products), each named at the maximum: the quote prints them as they were added.
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: `P${i}`,
      product: { id: `P${i}`, reference: longest('R'), name: longest('W'), price: 9_999_999.99 },
      quantity: 1000,
      addedAt: '2026-11-01T10:00:00.000Z',
    }));
    const quote = { id: 'q-longest', userId: '1', items, status: 'pending', message: 'M'.repeat(TEXT_LIMITS.long), createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' } as unknown as QuoteRequest;
    await replaceQuotes(t.api.db, [quote]);
    await downloadBesidePing('/account/quotes/q-longest/pdf', await t.customerToken());
  });
});
