import { describe, expect, it } from 'vitest';
import { ADDRESS_DEFAULTS, accountSettingsSchema, addressSchema, notificationSettingsSchema } from './account.ts';
import { validateForm } from './validateForm.ts';

describe('account dashboard address form (spec 2 section 5)', () => {
  it('names each missing required field', () => {
    expect(validateForm(addressSchema, ADDRESS_DEFAULTS)).toEqual({
      ok: false,
      errors: {
        name: 'Le nom est requis',
        street: "L'adresse est requise",
        postalCode: 'Le code postal est requis',
        city: 'La ville est requise',
      },
    });
  });

  it('defaults to France, shipping, not default; company and phone optional', () => {
    const result = validateForm(addressSchema, { name: 'Siège', street: '1 rue', postalCode: '13100', city: 'Aix' });
    expect(result.ok && result.value).toMatchObject({ country: 'France', type: 'shipping', isDefault: false, company: '', phone: '' });
  });

  it('accepts only France, Belgique, Suisse or Luxembourg', () => {
    const base = { name: 'Siège', street: '1 rue', postalCode: '1000', city: 'Bruxelles' };
    expect(validateForm(addressSchema, { ...base, country: 'Luxembourg' }).ok).toBe(true);
    expect(validateForm(addressSchema, { ...base, country: 'Allemagne' }).ok).toBe(false);
  });

  it("asks for the country's digits of postal code, even while another field is wrong (issue 27)", () => {
    const base = { name: 'Siège', street: '1 rue', city: 'Bruxelles' };
    expect(validateForm(addressSchema, { ...base, country: 'Belgique', postalCode: '1000' }).ok).toBe(true);
    expect(validateForm(addressSchema, { ...base, country: 'Belgique', postalCode: '10000' })).toEqual({ ok: false, errors: { postalCode: 'Code postal invalide (4 chiffres)' } });
    expect(validateForm(addressSchema, { ...base, name: '', postalCode: '1300' })).toEqual({
      ok: false,
      errors: { name: 'Le nom est requis', postalCode: 'Code postal invalide (5 chiffres)' },
    });
  });
});

describe('account dashboard settings (spec 2 section 5)', () => {
  it('requires the company name and a valid e-mail', () => {
    expect(validateForm(accountSettingsSchema, { societe: '', email: '' })).toEqual({
      ok: false,
      errors: { societe: 'Le nom de société est requis', email: "L'email est requis" },
    });
    expect(validateForm(accountSettingsSchema, { societe: 'OTECH', email: 'otech' })).toEqual({
      ok: false,
      errors: { email: 'Format email invalide' },
    });
  });

  it('defaults the country to France, also when emptied', () => {
    const a = validateForm(accountSettingsSchema, { societe: 'OTECH', email: 'a@b.fr' });
    const b = validateForm(accountSettingsSchema, { societe: 'OTECH', email: 'a@b.fr', pays: ' ' });
    expect(a.ok && a.value.pays).toBe('France');
    expect(b.ok && b.value.pays).toBe('France');
  });

  it('gives the notification defaults of the spec', () => {
    const result = validateForm(notificationSettingsSchema, {});
    expect(result.ok && result.value).toEqual({
      orderUpdates: true,
      promotions: true,
      newsletters: false,
      invoices: true,
      sms: false,
      email: true,
      pushNotifications: true,
    });
  });
});
