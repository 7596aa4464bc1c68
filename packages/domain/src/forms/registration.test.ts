import { describe, expect, it } from 'vitest';
import { REGISTRATION_DEFAULTS, registrationSchema, type RegistrationInput } from './registration.ts';
import { validateForm } from './validateForm.ts';

const valid: RegistrationInput = {
  ...REGISTRATION_DEFAULTS,
  firstName: 'Jean',
  lastName: 'Dupont',
  email: 'jean@otech.fr',
  password: 'motdepasse',
  confirmPassword: 'motdepasse',
  companyName: 'OTECH',
  companyType: 'auto',
  address: { street: '1 rue de la Paix', city: 'Aix-en-Provence', postalCode: '13100', country: 'France' },
  acceptTerms: true,
};

function errors(patch: Partial<RegistrationInput>) {
  const result = validateForm(registrationSchema, { ...valid, ...patch });
  return result.ok ? {} : result.errors;
}

describe('registration form (spec 1 section 5)', () => {
  it('accepts a complete form and defaults the country to France', () => {
    const { country: _country, ...address } = valid.address;
    const result = validateForm(registrationSchema, { ...valid, address });
    expect(result.ok && result.value.address.country).toBe('France');
  });

  it('requires every mandatory field', () => {
    expect(validateForm(registrationSchema, REGISTRATION_DEFAULTS)).toEqual({
      ok: false,
      errors: {
        firstName: 'Ce champ est requis',
        lastName: 'Ce champ est requis',
        email: 'Ce champ est requis',
        password: 'Ce champ est requis',
        confirmPassword: 'Ce champ est requis',
        companyName: 'Ce champ est requis',
        companyType: 'Ce champ est requis',
        'address.street': 'Ce champ est requis',
        'address.city': 'Ce champ est requis',
        'address.postalCode': 'Ce champ est requis',
        acceptTerms: 'Vous devez accepter les conditions',
      },
    });
  });

  it('needs 2 characters for names and company, 8 for the password', () => {
    expect(errors({ firstName: 'J', lastName: 'D', companyName: 'O' })).toEqual({
      firstName: 'Minimum 2 caractères',
      lastName: 'Minimum 2 caractères',
      companyName: 'Minimum 2 caractères',
    });
    expect(errors({ firstName: 'Jo', lastName: 'Li', companyName: 'OT' })).toEqual({});
    expect(errors({ password: '1234567' })).toEqual({ password: 'Minimum 8 caractères' });
    expect(errors({ password: '12345678' })).toEqual({});
  });

  it('checks the e-mail format', () => {
    expect(errors({ email: 'jean.otech.fr' })).toEqual({ email: 'Email invalide' });
  });

  it('accepts an empty phone or plus, digits, spaces, hyphens, parentheses', () => {
    expect(errors({ phone: '' })).toEqual({});
    expect(errors({ phone: '+33 (0)4 42-00-00-00' })).toEqual({});
    expect(errors({ phone: '04 42 ab' })).toEqual({ phone: 'Format invalide' });
    expect(errors({ phone: '04+42' })).toEqual({ phone: 'Format invalide' });
  });

  it('needs exactly 5 digits for the postal code', () => {
    const at = (postalCode: string) => errors({ address: { ...valid.address, postalCode } });
    expect(at('1310')).toEqual({ 'address.postalCode': 'Format invalide' });
    expect(at('131000')).toEqual({ 'address.postalCode': 'Format invalide' });
    expect(at('13a00')).toEqual({ 'address.postalCode': 'Format invalide' });
    expect(at('13100')).toEqual({});
  });

  it('accepts only the listed company types', () => {
    expect(errors({ companyType: 'bakery' })).toEqual({ companyType: 'Ce champ est requis' });
    expect(errors({ companyType: 'marine' })).toEqual({});
  });
});

describe('registration form length limits', () => {
  it('refuses a company name, a street or a password over its maximum, in French', () => {
    expect(errors({ companyName: 'x'.repeat(32_000) })).toEqual({ companyName: 'Maximum 255 caractères' });
    expect(errors({ address: { ...valid.address, street: 'x'.repeat(256) } })).toEqual({ 'address.street': 'Maximum 255 caractères' });
    const long = 'x'.repeat(129);
    expect(errors({ password: long, confirmPassword: long })).toEqual({ password: 'Maximum 128 caractères', confirmPassword: 'Maximum 128 caractères' });
  });
});
