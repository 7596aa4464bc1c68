import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from './auth.ts';
import { userProfile } from './testFixtures.ts';


describe('LoginResponseSchema', () => {
  it('reads the token, the profile and the expiry', () => {
    const output = v.parse(LoginResponseSchema, { token: 'jwt', user: userProfile, expiresAt: '2025-03-14T18:00:00.000Z' });
    expect(output.user.pseudo).toBe('DUPONTM');
  });

  it('takes a signed token longer than a text line: the API signs about 264 characters', () => {
    expect(v.is(LoginResponseSchema, { token: 'x'.repeat(300), user: userProfile })).toBe(true);
    expect(v.is(LoginResponseSchema, { token: 'x'.repeat(4097), user: userProfile })).toBe(false);
  });

  it('refuses a profile with another language or currency than fr / EUR (spec 1 §9)', () => {
    expect(v.is(LoginResponseSchema, { token: 'jwt', user: { ...userProfile, language: 'en' } })).toBe(false);
    expect(v.is(LoginResponseSchema, { token: 'jwt', user: { ...userProfile, currency: 'USD' } })).toBe(false);
  });
});

describe('session tokens in sign-in answers', () => {
  it('accepts a signed token longer than a line of text, not an unbounded one', () => {
    // An admin token with its claims is about 260 characters: over the 255 of a line of text.
    expect(v.is(LoginResponseSchema, { token: 'x'.repeat(400), user: userProfile })).toBe(true);
    expect(v.is(LoginResponseSchema, { token: 'x'.repeat(5000), user: userProfile })).toBe(false);
  });
});
