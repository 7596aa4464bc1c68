import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CookieConsentSchema } from './consent.ts';

describe('CookieConsentSchema (spec 1 §3 "Cookie consent record")', () => {
  it('defaults analytics, marketing and functional to false', () => {
    expect(v.parse(CookieConsentSchema, { necessary: true })).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  it('refuses a record where necessary cookies are off', () => {
    expect(v.is(CookieConsentSchema, { necessary: false, analytics: true })).toBe(false);
  });
});
