import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StoredFactureSchema, StoredOrderSchema } from '../schemas/storedDocuments.ts';
import type { Product } from '../schemas/index.ts';
import { accountInvoice, accountOrder, accountOrderDetail, favouriteView, hasAccountInvoice, loyaltyView, trackingStatusOf } from './accountViews.ts';

const order = (fields: Record<string, unknown> = {}) =>
  v.parse(StoredOrderSchema, {
    id: 'ord-1',
    clientId: 7,
    items: [
      { productId: 'VP-AA-001', productName: 'Pile AA', quantity: 3, unitPrice: 2.5, totalPrice: 7.5 },
      { productId: 'VP-AAA-002', productName: 'Pile AAA', quantity: 2, unitPrice: 2, totalPrice: 4 },
    ],
    totalAmount: 11.5,
    status: 'shipped',
    shippingStatus: 'in_transit',
    orderDate: '2026-11-02T10:00:00.000Z',
    ...fields,
  });

const facture = (fields: Record<string, unknown> = {}) =>
  v.parse(StoredFactureSchema, {
    id: 'fac-1',
    clientId: 7,
    numero_facture: 'FA-2026-00001',
    statut: 'envoyee',
    date_facture: '2026-11-02',
    date_echeance: '2026-12-02',
    montant_ttc: 120,
    paiements: [{ montant: 20, date_paiement: '2026-11-10', mode: 'virement' }],
    lignes: [{ reference: 'VP-AA-001', designation: 'Pile AA', quantite: 40, prix_unitaire_ht: 2.5, total_ht: 100 }],
    ...fields,
  });

describe('the account dashboard order (spec 2 §3.7)', () => {
  it('shows the French status label, the quantity of all lines, and goes by its id when stored without a number', () => {
    const shown = accountOrder(order());
    expect(shown).toMatchObject({ id: 'ord-1', orderNumber: 'ord-1', statusLabel: 'Expédiée', totalQuantity: 5, totalAmount: 11.5 });
    expect(accountOrder(order({ orderNumber: 'CMD-2026-0001' })).orderNumber).toBe('CMD-2026-0001');
  });

  it('reads an incomplete record as incomplete, never failing: no lines, status pending', () => {
    const shown = accountOrder(v.parse(StoredOrderSchema, { id: 'ord-2', clientId: 7, items: 'oops', status: 'lost' }));
    expect(shown).toMatchObject({ items: [], totalQuantity: 0, status: 'pending', statusLabel: 'En attente' });
  });

  it('links the tracking only with a number, and the invoice by its number', () => {
    expect(accountOrderDetail(order(), undefined)).not.toHaveProperty('tracking');
    const detail = accountOrderDetail(order({ trackingNumber: 'TRK1', carrier: 'Colissimo' }), facture());
    expect(detail.tracking).toMatchObject({ trackingNumber: 'TRK1', carrier: 'Colissimo', status: 'in_transit' });
    expect(detail.invoice).toEqual({ id: 'fac-1', invoiceNumber: 'FA-2026-00001' });
  });

  it('takes the tracking status from the last carrier event, else from the shipping status', () => {
    const events = [
      { status: 'in_transit', date: '2026-11-03', location: 'Lyon', description: 'En transit' },
      { status: 'delivered', date: '2026-11-04', location: 'Paris', description: 'Livré' },
    ];
    expect(trackingStatusOf(order({ trackingEvents: events }))).toBe('delivered');
    expect(trackingStatusOf(order({ shippingStatus: 'not_shipped' }))).toBe('in_transit');
  });
});

describe('the account dashboard invoice (spec 2 §3.7)', () => {
  it('shows what is paid and still due on the amount with VAT, and its download address', () => {
    const shown = accountInvoice(facture());
    expect(shown).toMatchObject({ invoiceNumber: 'FA-2026-00001', amount: 120, amountPaid: 20, amountDue: 100, currency: 'EUR', paymentMethod: 'virement' });
    expect(shown.items[0]).toEqual({ productId: 'VP-AA-001', productName: 'Pile AA', quantity: 40, unitPrice: 2.5, totalPrice: 100 });
    expect(shown.downloadUrl).toBe('/api/client-dashboard/invoices/fac-1/download');
  });

  it('lists a sent invoice but not a cancelled one', () => {
    expect(hasAccountInvoice(facture())).toBe(true);
    expect(hasAccountInvoice(facture({ statut: 'annulee' }))).toBe(false);
  });
});

describe('favourites and loyalty of the account dashboard', () => {
  const product = { id: 'VP-AA-001', reference: 'VP-AA-001', name: 'Pile AA', price: 2.5 } as Product;

  it('hides a favourite whose product left the catalogue, and counts the orders of one still sold', () => {
    const record = { id: 'fav-1', clientId: 7, productId: 'VP-AA-001', dateAdded: '2026-10-01T00:00:00.000Z' };
    expect(favouriteView(record, undefined, [order()])).toBeNull();
    expect(favouriteView(record, product, [order(), order({ id: 'ord-3' })])).toMatchObject({ id: 'fav-1', userId: '7', dateAdded: '2026-10-01T00:00:00.000Z' });
  });

  it('gives a client the programme has no record of the programme with no rewards', () => {
    const program = loyaltyView(undefined, 7, []);
    expect(program).toMatchObject({ id: 'fid-7', userId: '7', name: 'Programme Fidélité OTECH', availableRewards: [], benefits: [] });
  });
});
