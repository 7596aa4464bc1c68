import { describe, expect, it } from 'vitest';
import { bankingSchema, passwordChangeSchema, personalInfoSchema, preferencesSchema } from './dashboard.ts';
import { validateForm } from './validateForm.ts';

const person = {
  firstName: 'Jean',
  lastName: 'Dupont',
  email: 'jean@otech.fr',
  phone: '04 42 00 00 00',
  companyName: 'OTECH',
  address: '1 rue de la Paix',
  postalCode: '13100',
  city: 'Aix-en-Provence',
};

function personErrors(patch: Record<string, unknown>) {
  const result = validateForm(personalInfoSchema, { ...person, ...patch });
  return result.ok ? {} : result.errors;
}

function bankingErrors(patch: Record<string, unknown>) {
  const result = validateForm(bankingSchema, patch);
  return result.ok ? {} : result.errors;
}

describe('client dashboard, personal information (spec 2 section 5)', () => {
  it('defaults the country to FR and the optional fields to empty', () => {
    const result = validateForm(personalInfoSchema, person);
    expect(result.ok && result.value).toMatchObject({ country: 'FR', siret: '', vatNumber: '', sector: '' });
  });

  it('requires phone, company, address, city', () => {
    expect(personErrors({ phone: '', companyName: ' ', address: '', city: '' })).toEqual({
      phone: 'Ce champ est obligatoire',
      companyName: 'Ce champ est obligatoire',
      address: 'Ce champ est obligatoire',
      city: 'Ce champ est obligatoire',
    });
  });

  it('needs 2 characters for names, a valid e-mail, 5 digits of postal code', () => {
    expect(personErrors({ firstName: 'J', lastName: 'Do', email: 'x@', postalCode: '1310' })).toEqual({
      firstName: 'Minimum 2 caractères requis',
      email: 'Email invalide',
      postalCode: 'Code postal invalide (5 chiffres)',
    });
  });

  it('accepts only the dashboard countries', () => {
    expect(personErrors({ country: 'BE', postalCode: '4000' })).toEqual({});
    expect(personErrors({ country: 'US' })).toEqual({ country: 'Ce champ est obligatoire' });
  });
});

describe('client dashboard, banking (spec 2 sections 3.3 and 5)', () => {
  it('accepts an empty form with the defaults of the spec', () => {
    const result = validateForm(bankingSchema, {});
    expect(result.ok && result.value).toEqual({
      bankName: '',
      iban: '',
      bic: '',
      paymentTerms: 30,
      sameBillingAddress: true,
      billingAddress: '',
      billingPostalCode: '',
      billingCity: '',
      billingCountry: 'FR',
      invoiceFormat: 'pdf',
      invoiceDelivery: 'email',
    });
  });

  it('checks the IBAN only when present, with its mod-97 key, and stores it bare', () => {
    expect(bankingErrors({ iban: '' })).toEqual({});
    expect(bankingErrors({ iban: 'FR14 2004 1010 0505 0001 3M02 607' })).toEqual({ iban: 'IBAN invalide' });
    expect(bankingErrors({ iban: 'FR14' })).toEqual({ iban: 'IBAN invalide' });
    const result = validateForm(bankingSchema, { iban: 'fr14 2004 1010 0505 0001 3m02 606' });
    expect(result.ok && result.value.iban).toBe('FR1420041010050500013M02606');
  });

  it('checks the BIC only when present, 8 or 11 characters', () => {
    expect(bankingErrors({ bic: '' })).toEqual({});
    expect(bankingErrors({ bic: 'BNPAFRPP' })).toEqual({});
    expect(bankingErrors({ bic: 'bnpafrppxxx' })).toEqual({});
    expect(bankingErrors({ bic: 'BNPAFRP' })).toEqual({ bic: 'BIC invalide' });
    expect(bankingErrors({ bic: 'BNPAFRPPXX' })).toEqual({ bic: 'BIC invalide' });
    expect(bankingErrors({ bic: 'BNPAFRPPXXXX' })).toEqual({ bic: 'BIC invalide' });
    expect(bankingErrors({ bic: '1NPAFRPP' })).toEqual({ bic: 'BIC invalide' });
  });

  it('reads the credit limit as typed, French decimals included, or as a number, and none when empty', () => {
    const read = (creditLimit: unknown) => {
      const result = validateForm(bankingSchema, { creditLimit });
      return result.ok ? result.value.creditLimit : result.errors;
    };
    expect(read('15 000,50')).toBe(15000.5);
    expect(read(15000)).toBe(15000);
    expect(read('')).toBeUndefined();
    expect(read('beaucoup')).toEqual({ creditLimit: 'Montant invalide' });
    expect(read('-5')).toEqual({ creditLimit: 'Montant invalide' });
    expect(read('1'.repeat(21))).toEqual({ creditLimit: 'Montant invalide' });
  });

  it('offers payment terms of 30, 45, 60 or 90 days only', () => {
    expect(bankingErrors({ paymentTerms: 90 })).toEqual({});
    expect(Object.keys(bankingErrors({ paymentTerms: 31 }))).toEqual(['paymentTerms']);
  });
});

describe('client dashboard settings (spec 2 section 3.4)', () => {
  it('defaults to 2FA off, e-mail on, marketing off, French, euros', () => {
    const result = validateForm(preferencesSchema, {});
    expect(result.ok && result.value).toEqual({
      twoFactorEnabled: false,
      emailNotifications: true,
      marketingNotifications: false,
      language: 'fr',
      currency: 'EUR',
    });
  });
});

describe('change password (issue 8)', () => {
  const errors = (values: object) => {
    const result = validateForm(passwordChangeSchema, values);
    return result.ok ? {} : result.errors;
  };

  it('needs the current password and a new one of 8 characters, typed twice', () => {
    expect(errors({ currentPassword: '', newPassword: 'court', confirmPassword: '' })).toEqual({
      currentPassword: 'Ce champ est obligatoire',
      newPassword: 'Minimum 8 caractères requis',
      confirmPassword: 'Ce champ est obligatoire',
    });
    expect(errors({ currentPassword: 'Ancien2025!', newPassword: 'Nouveau2026!', confirmPassword: 'Nouveau2027!' })).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
    expect(errors({ currentPassword: 'Ancien2025!', newPassword: 'Ancien2025!', confirmPassword: 'Ancien2025!' })).toEqual({
      newPassword: "Le nouveau mot de passe doit être différent de l'actuel",
    });
    expect(errors({ currentPassword: 'Ancien2025!', newPassword: 'Nouveau2026!', confirmPassword: 'Nouveau2026!' })).toEqual({});
  });
});
