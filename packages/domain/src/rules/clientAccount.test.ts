import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bankingSchema, personalInfoSchema } from '../forms/dashboard.ts';
import { ClientSchema, type Client } from '../schemas/client.ts';
import { ClientDashboardUserSchema } from '../schemas/clientDashboardUser.ts';
import {
  anonymisedClient,
  bankingFormValues,
  bankingRequestBody,
  clientChangesFromBanking,
  DEFAULT_BANKING,
  clientChangesFromPersonalInfo,
  clientToDashboardUser,
  contactFullName,
  nameWithCompany,
  countryCode,
  maskIban,
  personalInfoFormValues,
  vatNumberFromSiret,
} from './clientAccount.ts';

const client: Client = v.parse(ClientSchema, {
  id: 1,
  pseudo: 'JEAND',
  societe: 'Dupont Électricité SARL',
  prenom: 'Jean',
  nom: 'Dupont',
  email: 'demo@otech-batteries.fr',
  telephone: '04 11 51 61 71',
  siret: '83791923700011',
  tva_cee: 'FR11837919237',
  adresse_debut: '12 rue Paul Bert',
  code_postal: '69003',
  ville: 'Lyon',
  pays: 'France',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  hash_password: 'a'.repeat(64),
});

describe('the client dashboard user (spec 2 §3.1)', () => {
  it('maps the stored client with the real first and last name and the default settings', () => {
    const user = clientToDashboardUser(client);
    expect(v.is(ClientDashboardUserSchema, user)).toBe(true);
    expect(user).toMatchObject({
      firstName: 'Jean',
      lastName: 'Dupont',
      vatNumber: 'FR11837919237',
      address: { street: '12 rue Paul Bert', postalCode: '69003', city: 'Lyon', country: 'FR' },
      bankingInfo: { paymentTerms: 30, sameBillingAddress: true, invoiceFormat: 'pdf', invoiceDelivery: 'email', bic: 'AGRIFRPP' },
      twoFactorEnabled: false,
      emailNotifications: true,
      language: 'fr',
      currency: 'EUR',
    });
  });

  it('never gives the IBAN whole: country, check digits and the last four only', () => {
    expect(clientToDashboardUser(client).bankingInfo?.iban).toBe('FR76 •••• •••• 0189');
    expect(maskIban('')).toBe('');
    expect(maskIban('fr76 3000')).toBe('••••••••');
  });

  it('falls back to representant as last name and to the company for the welcome line', () => {
    const { prenom: _p, nom: _n, ...older } = client;
    const user = clientToDashboardUser({ ...older, representant: 'Dupont' });
    expect(user).toMatchObject({ firstName: '', lastName: 'Dupont' });
    expect(contactFullName(user)).toBe('Dupont');
    expect(contactFullName({ firstName: '', lastName: '', companyName: 'OTECH', pseudo: 'X' })).toBe('OTECH');
  });

  it('reads country names and codes, leaving an unknown country as it is', () => {
    expect([countryCode('Belgique'), countryCode('ch'), countryCode(undefined), countryCode('USA')]).toEqual(['BE', 'CH', 'FR', 'USA']);
  });
});

describe('saving the personal information (spec 2 §3.2, §5)', () => {
  it('round-trips the form through the record', () => {
    const values = v.parse(personalInfoSchema, { ...personalInfoFormValues(clientToDashboardUser(client)), country: 'BE', postalCode: '4000', sector: 'energy' });
    expect(clientChangesFromPersonalInfo(values)).toMatchObject({ prenom: 'Jean', nom: 'Dupont', pays: 'Belgique', code_postal: '4000', secteur: 'energy' });
  });

  it('prefills the VAT number from the SIRET when none is saved (spec 2 §2.2)', () => {
    expect(vatNumberFromSiret('404 833 048 00022')).toBe('FR83404833048');
    expect(vatNumberFromSiret('')).toBe('');
    const { tva_cee: _vat, ...noVat } = client;
    expect(personalInfoFormValues(clientToDashboardUser({ ...noVat, siret: '40483304800022' })).vatNumber).toBe('FR83404833048');
  });

  it('checks the postal code against the country: 5 digits for FR/DE/ES/IT, 4 for BE/CH/LU', () => {
    const form = personalInfoFormValues(clientToDashboardUser(client));
    const issue = (patch: object) => v.safeParse(personalInfoSchema, { ...form, ...patch }).issues?.map((i) => [v.getDotPath(i), i.message]);
    expect(issue({ country: 'DE', postalCode: '10115' })).toBeUndefined();
    expect(issue({ country: 'LU', postalCode: '1009' })).toBeUndefined();
    expect(issue({ country: 'CH', postalCode: '12000' })).toEqual([['postalCode', 'Code postal invalide (4 chiffres)']]);
    expect(issue({ country: 'IT', postalCode: '0012' })).toEqual([['postalCode', 'Code postal invalide (5 chiffres)']]);
  });

  it('refuses a field longer than the record keeps, naming it', () => {
    const form = personalInfoFormValues(clientToDashboardUser(client));
    const result = v.safeParse(personalInfoSchema, { ...form, city: 'x'.repeat(256) });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['city', 'Maximum 255 caractères']]);
  });
});

describe('saving the banking information (spec 2 §2.2, §3.3)', () => {
  const same = v.parse(bankingSchema, { bankName: 'Crédit Agricole', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp', billingAddress: '1 rue X', billingCity: 'Lyon' });

  it('sends the billing address only when it is not the company address', () => {
    expect(bankingRequestBody(same)).not.toHaveProperty('billingAddress');
    expect(bankingRequestBody(same)).not.toHaveProperty('billingCity');
    const other = { ...same, sameBillingAddress: false };
    expect(bankingRequestBody(other)).toMatchObject({ billingAddress: '1 rue X', billingCity: 'Lyon', billingCountry: 'FR' });
  });

  it("stores every field of the customer's, the billing address only when it differs, and keeps the shop's terms (issue 21)", () => {
    const stored = clientChangesFromBanking(
      { ...same, sameBillingAddress: false, billingPostalCode: '69001', paymentTerms: 90, creditLimit: 99_999 },
      { ...client, bankingInfo: { ...DEFAULT_BANKING, paymentTerms: 30, creditLimit: 5000 } },
    );
    expect(stored).toEqual({
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      bankingInfo: {
        bankName: 'Crédit Agricole',
        paymentTerms: 30,
        sameBillingAddress: false,
        billingAddress: { street: '1 rue X', postalCode: '69001', city: 'Lyon', country: 'France' },
        invoiceFormat: 'pdf',
        invoiceDelivery: 'email',
        creditLimit: 5000,
      },
    });
    expect(clientChangesFromBanking(bankingRequestBody(same) as typeof same, client).bankingInfo).not.toHaveProperty('billingAddress');
  });

  it('keeps the stored IBAN when the field is left empty, and refuses it sent back masked', () => {
    expect(clientChangesFromBanking({ ...same, iban: '' }, client).iban).toBe(client.iban);
    expect(v.safeParse(bankingSchema, { iban: 'FR76 •••• •••• 0189' }).issues?.[0]?.message).toBe('IBAN invalide');
  });

  it('fills the form without the IBAN, whose masked form shows beside it', () => {
    const user = clientToDashboardUser(client);
    expect(bankingFormValues(user)).toMatchObject({ iban: '', bic: 'AGRIFRPP', paymentTerms: 30, sameBillingAddress: true, billingCountry: 'FR' });
  });

  it('shows the credit limit as a French user types it back, and an empty field without one', () => {
    const user = clientToDashboardUser(client);
    const withLimit = (creditLimit: number | undefined) => ({ ...user, bankingInfo: { ...DEFAULT_BANKING, creditLimit } });
    expect(bankingFormValues(withLimit(15000.5)).creditLimit).toBe('15000,5');
    expect(bankingFormValues(withLimit(undefined)).creditLimit).toBe('');
  });
});

describe('deleting the account (privacy policy retention)', () => {
  it('keeps an inactive record with nothing that names or reaches the person', () => {
    const deleted = anonymisedClient(client, new Date('2026-11-20T10:00:00.000Z'));
    expect(v.is(ClientSchema, deleted)).toBe(true);
    expect(deleted).toMatchObject({ id: 1, actif: false, date_suppression: '2026-11-20T10:00:00.000Z' });
    const text = JSON.stringify(deleted);
    for (const personal of ['Jean', 'Dupont', 'demo@', '04 11', '8379192', 'FR76', 'AGRIFRPP', 'Paul Bert', 'aaaa']) expect(text).not.toContain(personal);
  });
});

describe('nameWithCompany (spec 2 §2.4 welcome line)', () => {
  it('shows the contact person, then the company', () => {
    expect(nameWithCompany({ firstName: 'Jean', lastName: 'Dupont', companyName: 'Dupont Électricité SARL', pseudo: 'JEAND' })).toBe('Jean Dupont (Dupont Électricité SARL)');
  });

  it('falls back to the company, then the pseudo, when names are missing', () => {
    expect(nameWithCompany({ firstName: '', lastName: '', companyName: 'OTECH', pseudo: 'X' })).toBe('OTECH');
    expect(nameWithCompany({ pseudo: 'JEAND' })).toBe('JEAND');
  });
});
