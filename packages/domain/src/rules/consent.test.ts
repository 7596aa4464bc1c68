import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  CONSENT_ACCEPTED_ALL,
  CONSENT_REJECTED_ALL,
  cookiesToDelete,
  isConsentExpired,
  shouldShowConsentBanner,
} from './consent.ts';

const given = '2025-01-15T10:00:00.000Z';

describe('accept and reject all (spec 1 §4)', () => {
  it('turns every optional category on, or off but necessary', () => {
    expect(CONSENT_ACCEPTED_ALL).toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
    expect(CONSENT_REJECTED_ALL).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
  });
});

describe('isConsentExpired (spec 1 §5: missing or older than 13 months)', () => {
  it('is expired when the date is missing, empty or unreadable', () => {
    const now = new Date(given);
    expect(isConsentExpired(undefined, now)).toBe(true);
    expect(isConsentExpired(null, now)).toBe(true);
    expect(isConsentExpired('', now)).toBe(true);
    expect(isConsentExpired('pas une date', now)).toBe(true);
  });

  it('is valid one day before 13 months and on the day itself', () => {
    expect(isConsentExpired(given, new Date('2026-02-14T10:00:00.000Z'))).toBe(false);
    expect(isConsentExpired(given, new Date('2026-02-15T10:00:00.000Z'))).toBe(false);
  });

  it('is expired just after 13 months and one day after', () => {
    expect(isConsentExpired(given, new Date('2026-02-15T10:00:00.001Z'))).toBe(true);
    expect(isConsentExpired(given, new Date('2026-02-16T10:00:00.000Z'))).toBe(true);
  });

  it('is valid right after the choice', () => {
    expect(isConsentExpired(given, new Date(given))).toBe(false);
  });
});

describe('addCalendarMonths', () => {
  it('falls on the last day of a shorter month', () => {
    expect(addCalendarMonths(new Date('2025-01-31T08:00:00Z'), 13).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addCalendarMonths(new Date('2023-01-31T08:00:00Z'), 13).toISOString()).toBe('2024-02-29T08:00:00.000Z');
    expect(addCalendarMonths(new Date('2025-03-31T08:00:00Z'), 1).toISOString()).toBe('2025-04-30T08:00:00.000Z');
  });
});

describe('shouldShowConsentBanner (spec 1 §4)', () => {
  const now = new Date('2025-06-01T00:00:00Z');

  it('shows with no consent stored', () => {
    expect(shouldShowConsentBanner(null, given, now)).toBe(true);
  });

  it('hides once a choice is stored with its date', () => {
    expect(shouldShowConsentBanner(CONSENT_REJECTED_ALL, given, now)).toBe(false);
  });

  it('shows again when the consent has expired or its date is gone', () => {
    expect(shouldShowConsentBanner(CONSENT_ACCEPTED_ALL, given, new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(shouldShowConsentBanner(CONSENT_ACCEPTED_ALL, null, now)).toBe(true);
  });
});

describe('cookiesToDelete (spec 1 §4)', () => {
  it('deletes the analytics and marketing cookies when all is rejected', () => {
    expect(cookiesToDelete(CONSENT_REJECTED_ALL)).toEqual(['_ga', '_gat', '_gid', '_fbp', '_fbc']);
  });

  it('deletes only the cookies of the categories turned off', () => {
    expect(cookiesToDelete({ ...CONSENT_ACCEPTED_ALL, marketing: false })).toEqual(['_fbp', '_fbc']);
    expect(cookiesToDelete({ ...CONSENT_ACCEPTED_ALL, analytics: false })).toEqual(['_ga', '_gat', '_gid']);
  });

  it('deletes nothing when all is accepted', () => {
    expect(cookiesToDelete(CONSENT_ACCEPTED_ALL)).toEqual([]);
  });
});
