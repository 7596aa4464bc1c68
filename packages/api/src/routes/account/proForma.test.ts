import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultValidUntil, formatDate, formatLongDate, isoDay, nextNumber } from '@otech/domain';
import { recordsApiForTests } from '../../../test/records.ts';

/*
 * "Créer une facture depuis le panier" is a pro forma (issue 22): the cart at the customer's prices,
 * read back from the PDF with pdftotext, and nothing stored: no invoice number taken, nothing owed.
 */

const api = recordsApiForTests();
const dir = mkdtempSync(path.join(tmpdir(), 'otech-pro-forma-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const today = isoDay(new Date());

async function proFormaOf(token: string) {
  const response = await fetch(`${api.t.api.url}/account/pro-forma`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', disposition: response.headers.get('content-disposition') ?? '', bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The PDF's text as a reader sees it, one line per printed line. */
function textOf(pdf: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const numbersOfInvoices = async () => ((await api.t.call('GET', '/factures?limit=1000', { token: api.admin })).body as { data: { numero_facture: string }[] }).data.map((facture) => facture.numero_facture);

describe('the pro forma of the cart (issue 22)', () => {
  // The tests set client 1's terms; what the fixture gave it is put back after them.
  let storedTerms: unknown;
  beforeAll(async () => {
    storedTerms = (await api.t.call('GET', '/admin/clients/1/terms', { token: api.admin })).body;
  });
  afterAll(async () => {
    const restored = await api.t.call('PUT', '/admin/clients/1/terms', { token: api.admin, body: storedTerms });
    expect(restored.status, restored.text).toBe(200);
  });

  it('is refused for an empty cart with the spec’s message, and to staff', async () => {
    await api.t.call('DELETE', '/cart', { token: api.paul });
    expect((await api.t.call('GET', '/account/pro-forma', { token: api.paul })).body).toMatchObject({ message: 'Votre panier est vide' });
    expect((await api.t.call('GET', '/account/pro-forma', { token: api.paul })).status).toBe(400);
    expect((await api.t.call('GET', '/account/pro-forma', { token: api.admin })).status).toBe(403);
    expect((await api.t.call('GET', '/account/pro-forma')).status).toBe(401);
  });

  it("prints the cart at the customer's prices with the documentTotals totals, the date, the validity and the payment terms", async () => {
    const terms = await api.t.call('PUT', '/admin/clients/1/terms', { token: api.admin, body: { paymentTerms: 45, creditLimit: null, priceList: 'public' } });
    expect(terms.status, terms.text).toBe(200);
    await api.t.call('DELETE', '/cart', { token: api.marie });
    await api.t.call('POST', '/cart/items', { token: api.marie, body: { productId: 'VP-AA-001', quantity: 3 } });
    await api.t.call('POST', '/cart/items', { token: api.marie, body: { productId: 'DC-CAN-005', quantity: 1 } });
    const pdf = await proFormaOf(api.marie);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    expect(pdf.disposition).toContain(`facture_pro_forma_${today}.pdf`);
    const text = textOf(pdf.bytes);
    expect(text).toContain('Facture pro forma');
    expect(text).toMatch(/Date : +/);
    expect(text).toContain(formatDate(today));
    expect(text).toContain(`Valable jusqu’au : ${formatLongDate(`${defaultValidUntil(today)}T12:00:00Z`)}`);
    // The terms wrap in their column, beside the client's address.
    expect(text).toMatch(/Conditions de paiement : Paiement à 45 jours fin\b[^\n]*\n\s*de facture/);
    expect(text).toContain('Durand Energie SARL');
    expect(text).toMatch(/VP-AA-001 +Pile alcaline AA LR6 +3 +2,50 € +7,50 €/);
    // Her contract price (35,00 €), not the catalogue's 39,90 €.
    expect(text).toMatch(/DC-CAN-005 +Batterie appareil photo Canon LP-E6 +1 +35,00 € +35,00 €/);
    // 7,50 + 35,00 = 42,50 HT; contribution 0,74; VAT 20 % of 43,24 = 8,65; TTC 51,89.
    expect(text).toMatch(/Total HT +42,50 €/);
    expect(text).toMatch(/Contribution sécurité et environnement \(1,75 %\) +0,74 €/);
    expect(text).toMatch(/TVA 20 % +8,65 €/);
    expect(text).toMatch(/Total TTC +51,89 €/);
    expect(text).toContain('document non numéroté');
    expect(text).not.toMatch(/FA-\d{4}-\d{5}/);
  });

  it('takes no invoice number, owes nothing, lists nothing and keeps the cart', async () => {
    const before = await numbersOfInvoices();
    const mine = (await api.t.call('GET', '/factures', { token: api.marie })).body;
    const stats = (await api.t.call('GET', '/factures/stats', { token: api.marie })).body;
    expect((await proFormaOf(api.marie)).status).toBe(200);
    expect((await proFormaOf(api.marie)).status).toBe(200);
    expect(await numbersOfInvoices()).toEqual(before);
    expect((await api.t.call('GET', '/factures', { token: api.marie })).body).toEqual(mine);
    expect((await api.t.call('GET', '/factures/stats', { token: api.marie })).body).toEqual(stats);
    expect(((await api.t.call('GET', '/cart', { token: api.marie })).body as { items: unknown[] }).items).toHaveLength(2);
    // The next invoice the shop issues takes the number that followed before the pro formas.
    const issued = await api.t.call('POST', '/factures', {
      token: api.admin,
      body: { statut: 'envoyee', client_id: 1, client_nom: 'Durand Energie SARL', date_facture: today, montant_ttc: 3, lignes: [{ reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', quantite: 1, prix_unitaire_ht: 2.5 }] },
    });
    expect(issued.body).toMatchObject({ data: { numero_facture: nextNumber('FA', Number(today.slice(0, 4)), before) } });
  });

  it('is gone: the cart can no longer be made an owed invoice', async () => {
    expect((await api.t.call('POST', '/factures/from-panier', { token: api.marie, body: {} })).status).toBe(404);
  });

  it('refuses a cart holding a product archived since it was put there, naming it, and prints once it is removed', async () => {
    const created = await api.t.call('POST', '/admin/products', { token: api.admin, body: { reference: 'VP-PF-001', name: 'Pile bouton LR44', category: 'vp', price: 1.2, stock: 10, isPromoted: false } });
    expect(created.status, created.text).toBe(201);
    await api.t.call('DELETE', '/cart', { token: api.paul });
    await api.t.call('POST', '/cart/items', { token: api.paul, body: { productId: 'VP-AA-001', quantity: 1 } });
    await api.t.call('POST', '/cart/items', { token: api.paul, body: { productId: 'VP-PF-001', quantity: 2 } });
    expect((await api.t.call('POST', '/admin/products/VP-PF-001/archive', { token: api.admin })).status).toBe(204);
    const refused = await api.t.call('GET', '/account/pro-forma', { token: api.paul });
    expect([refused.status, refused.body]).toEqual([409, { message: 'Votre panier contient un produit retiré du catalogue (VP-PF-001) : retirez-le du panier pour créer la facture pro forma.' }]);
    await api.t.call('DELETE', '/cart/items/VP-PF-001', { token: api.paul });
    const pdf = await proFormaOf(api.paul);
    expect(pdf.status).toBe(200);
    expect(textOf(pdf.bytes)).not.toContain('VP-PF-001');
    await api.t.call('DELETE', '/cart', { token: api.paul });
  });
});
