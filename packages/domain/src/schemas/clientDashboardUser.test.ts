import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientDashboardUserSchema } from './clientDashboardUser.ts';
import { formatFieldIssue, validate } from './issues.ts';

const user = {
  firstName: 'Martin',
  lastName: 'Dupont',
  email: 'contact@dupont.fr',
  companyName: 'Dupont SARL',
  address: { street: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' },
  twoFactorEnabled: false,
  emailNotifications: true,
  marketingNotifications: false,
  language: 'fr',
  currency: 'EUR',
};

const bankingInfo = {
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  paymentTerms: 45,
  sameBillingAddress: true,
  invoiceFormat: 'pdf',
  invoiceDelivery: 'portal',
  creditLimit: 5000,
};

describe('ClientDashboardUserSchema (spec 2 §3.1, §3.3, §3.4)', () => {
  it('accepts a user with or without banking information', () => {
    expect(v.is(ClientDashboardUserSchema, user)).toBe(true);
    expect(v.parse(ClientDashboardUserSchema, { ...user, bankingInfo }).bankingInfo?.paymentTerms).toBe(45);
  });

  it('names payment terms outside 30, 45, 60, 90 days and an unknown language', () => {
    const result = validate(ClientDashboardUserSchema, { ...user, language: 'it', bankingInfo: { ...bankingInfo, paymentTerms: 15 } });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'bankingInfo.paymentTerms: expected one of 30, 45, 60, 90 days, got 15',
      'language: expected one of fr, en, de, es, got "it"',
    ]);
  });
});
