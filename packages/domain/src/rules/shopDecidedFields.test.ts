import { describe, expect, it } from 'vitest';
import type { Client } from '../schemas/client.ts';
import { grantedTerms, SHOP_DECIDED_MESSAGE, shopDecidedIssues } from './shopDecidedFields.ts';

const client: Client = {
  id: 1,
  pseudo: 'JEAND',
  societe: 'Dupont Électricité',
  email: 'jean@dupont.fr',
  pays: 'France',
  famille: 'Professionnel',
  actif: true,
  bloque: false,
  mode_reglement: 'Virement 30 jours',
  iban: 'FR7630006000011234567890189',
  bankingInfo: { paymentTerms: 45, creditLimit: 5000, sameBillingAddress: true, invoiceFormat: 'pdf', invoiceDelivery: 'email' },
};

const paths = (body: unknown) => shopDecidedIssues(body, client).map((issue) => issue.path);

describe('shopDecidedIssues (issues 21, 27)', () => {
  it("refuses a customer's change of the payment mode, the approval flag, the deletion date and its state", () => {
    expect(paths({ mode_reglement: 'Virement 365 jours', en_attente_validation: true, date_suppression: '2026-01-01', actif: false, famille: 'Grossiste' })).toEqual([
      'famille',
      'actif',
      'en_attente_validation',
      'date_suppression',
      'mode_reglement',
    ]);
    expect(shopDecidedIssues({ bloque: true }, client)).toEqual([{ path: 'bloque', message: SHOP_DECIDED_MESSAGE }]);
  });

  it('refuses new payment terms or credit limit, in the record or in the banking form', () => {
    expect(paths({ bankingInfo: { paymentTerms: 90, creditLimit: 5000 } })).toEqual(['bankingInfo.paymentTerms']);
    expect(paths({ paymentTerms: 45, creditLimit: 99_999 })).toEqual(['creditLimit']);
    // No terms stored yet: the default 30 days sent back is no change.
    expect(shopDecidedIssues({ paymentTerms: 30 }, { ...client, bankingInfo: undefined })).toEqual([]);
  });

  it('passes the customer\'s own fields, and shop fields sent back unchanged', () => {
    expect(paths({ ...client, telephone: '01 02 03 04 05', societe: 'Dupont SAS' })).toEqual([]);
  });

  it('refuses an IBAN whose checksum fails, not the stored one nor an empty one', () => {
    expect(shopDecidedIssues({ iban: 'FR7630006000011234567890188' }, client)).toEqual([{ path: 'iban', message: 'IBAN invalide' }]);
    expect(paths({ iban: 'FR76 3000 6000 0112 3456 7890 189' })).toEqual([]);
    expect(paths({ iban: '' })).toEqual([]);
  });
});

describe('grantedTerms', () => {
  it('words the terms staff granted, 30 days and no limit by default', () => {
    expect(grantedTerms({ paymentTerms: 45, creditLimit: 5000 })).toEqual({ paymentTerms: '45 jours', creditLimit: '5\u202f000,00\u00a0€' });
    expect(grantedTerms(undefined)).toEqual({ paymentTerms: '30 jours', creditLimit: 'Non défini' });
  });
});
