import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from './auth.ts';

const user = {
  id: '7',
  pseudo: 'DUPONTM',
  email: 'contact@dupont.fr',
  societe: 'Dupont',
  role: 'customer',
  isVerified: true,
  actif: true,
  username: 'DUPONTM',
  firstName: 'Dupont',
  companyName: 'Dupont',
  language: 'fr',
  currency: 'EUR',
};

describe('LoginResponseSchema', () => {
  it('reads the token, the profile and the expiry', () => {
    const output = v.parse(LoginResponseSchema, { token: 'jwt', user, expiresAt: '2025-03-14T18:00:00.000Z' });
    expect(output.user.pseudo).toBe('DUPONTM');
  });

  it('refuses a profile with another language or currency than fr / EUR (spec 1 §9)', () => {
    expect(v.is(LoginResponseSchema, { token: 'jwt', user: { ...user, language: 'en' } })).toBe(false);
    expect(v.is(LoginResponseSchema, { token: 'jwt', user: { ...user, currency: 'USD' } })).toBe(false);
  });
});
