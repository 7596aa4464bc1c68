import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BEARER_TOKEN_MAX, bearerToken, LoginResponseSchema } from './auth.ts';
import { userProfile } from './testFixtures.ts';


describe('LoginResponseSchema', () => {
  it('reads the token, the profile and the expiry', () => {
    const output = v.parse(LoginResponseSchema, { token: 'jwt', user: userProfile, expiresAt: '2025-03-14T18:00:00.000Z' });
    expect(output.user.pseudo).toBe('DUPONTM');
  });

  it('refuses a profile with another language or currency than fr / EUR (spec 1 §9)', () => {
    expect(v.is(LoginResponseSchema, { token: 'jwt', user: { ...userProfile, language: 'en' } })).toBe(false);
    expect(v.is(LoginResponseSchema, { token: 'jwt', user: { ...userProfile, currency: 'USD' } })).toBe(false);
  });
});

describe('bearer tokens', () => {
  it('accept a signed token longer than a line of text, within their own bound', () => {
    expect(v.safeParse(bearerToken, 'x'.repeat(264)).success).toBe(true);
    expect(v.safeParse(bearerToken, '').success).toBe(false);
    expect(v.safeParse(bearerToken, 'x'.repeat(BEARER_TOKEN_MAX + 1)).success).toBe(false);
  });
});
