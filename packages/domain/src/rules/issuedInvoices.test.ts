import { describe, expect, it } from 'vitest';
import { eInvoiceOf } from './eInvoice.ts';
import { invoiceSourceOf, issueDates, issuedFieldsChanged } from './issuedInvoices.ts';

const facture = {
  numero_facture: 'FA-2027-00003',
  date_facture: '2027-01-15',
  date_echeance: '2027-02-14',
  conditions_paiement: '30 jours',
  client_nom: 'Garage Martin',
  bon_commande: 'BC-77',
  paiements: [{ montant: 10.1 }, { montant: 0.2 }],
  lignes: [{ reference: 'R1', designation: 'Pile', quantite: 3, prix_unitaire_ht: 19.99 }],
};

describe('issued invoices (issue 24)', () => {
  it('reads a stored invoice as an e-invoice: number, dates, PO, lines in cents, what was paid', () => {
    const source = invoiceSourceOf(facture, undefined);
    expect(source).toMatchObject({ typeCode: '380', number: 'FA-2027-00003', issueDate: '2027-01-15', dueDate: '2027-02-14', purchaseOrder: 'BC-77', paidCents: 1030 });
    expect(source.lines).toEqual([{ reference: 'R1', designation: 'Pile', quantity: 3, unitPriceCents: 1999 }]);
    expect(eInvoiceOf(source).totals.dueCents).toBe(eInvoiceOf(source).totals.totalTTCCents - 1030);
  });

  it('names every stated field a change touches, and none for a payment or a status', () => {
    expect(issuedFieldsChanged(facture, { ...facture, paiements: [], statut: 'payee' })).toEqual([]);
    expect(issuedFieldsChanged(facture, { ...facture, client_nom: 'Autre', lignes: [] })).toEqual(['client_nom', 'lignes']);
    expect(issuedFieldsChanged({ ...facture, montant_ttc: 10 }, { ...facture, montant_ttc: 10.01 })).toEqual(['montant_ttc']);
  });

  it('dates an invoice on the day it is issued, its due date from its terms', () => {
    expect(issueDates(facture, '2027-03-01')).toEqual({ date_facture: '2027-03-01', date_echeance: '2027-03-31' });
    expect(issueDates({ date_echeance: '2027-02-14' }, '2027-03-01')).toEqual({ date_facture: '2027-03-01' });
    expect(issueDates({ date_echeance: '2027-04-01' }, '2027-03-01')).toEqual({ date_facture: '2027-03-01', date_echeance: '2027-04-01' });
  });
});
