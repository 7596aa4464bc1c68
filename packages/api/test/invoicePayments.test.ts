import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, PAYMENT_REFUSALS } from '@otech/domain';
import { TestApi } from './helpers.ts';

let t: TestApi;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  customer = await t.customerToken();
});
afterAll(() => t.stop());

interface Journal {
  items: { action: string; staffName: string; before: { statut: string; paiements: unknown[] }; after: { statut: string; paiements: { montant: number; mode: string }[] } }[];
}

describe('payments recorded by staff (issue 22)', () => {
  it('makes the invoice "Partiel" then "Payée" for staff and the customer, each payment with its audit entry', async () => {
    const lignes = [{ reference: 'VP-AA-001', designation: 'Pile', quantite: 40, prix_unitaire_ht: 2.5 }];
    const created = await t.call('POST', '/factures', { token: admin, body: { statut: 'envoyee', client_id: 1, client_nom: 'Durand', date_facture: isoDay(new Date()), montant_ttc: 1, lignes } });
    const invoice = (created.body as { data: { id: string; montant_ttc: number } }).data;
    // 100 HT; contribution 1,75; VAT 20 % of 101,75 = 20,35; TTC 122,10.
    expect(invoice.montant_ttc).toBe(122.1);

    const partial = await t.call('POST', `/factures/${invoice.id}/paiements`, { token: admin, body: { montant: 50, date_paiement: '2026-11-21', mode: 'Virement' } });
    expect(partial.status).toBe(201);
    expect((await t.call('GET', `/client-dashboard/invoices/${invoice.id}`, { token: customer })).body).toMatchObject({ paymentStatus: 'partial', amountPaid: 50, amountDue: 72.1 });

    const tooMuch = await t.call('POST', `/factures/${invoice.id}/paiements`, { token: admin, body: { montant: 72.11, date_paiement: '2026-11-22', mode: 'Chèque' } });
    expect(tooMuch).toMatchObject({ status: 400, body: { message: PAYMENT_REFUSALS.aboveDue(72.1) } });

    await t.call('POST', `/factures/${invoice.id}/paiements`, { token: admin, body: { montant: 72.1, date_paiement: '2026-11-22', mode: 'Chèque' } });
    expect((await t.call('GET', `/client-dashboard/invoices/${invoice.id}`, { token: customer })).body).toMatchObject({ status: 'paid', statusLabel: 'Payée', paymentStatus: 'paid', amountDue: 0 });

    const journal = (await t.call('GET', `/admin/journal?kind=payment&recordId=${invoice.id}`, { token: admin })).body as Journal;
    // Newest first; the refused payment left no entry.
    expect(journal.items).toHaveLength(2);
    expect(journal.items[1]).toMatchObject({ action: 'paiement', before: { statut: 'envoyee', paiements: [] }, after: { statut: 'envoyee', paiements: [{ montant: 50, mode: 'Virement' }] } });
    expect(journal.items[0]).toMatchObject({ action: 'paiement', after: { statut: 'payee', paiements: [{ montant: 50 }, { montant: 72.1, mode: 'Chèque' }] } });
  });
});
