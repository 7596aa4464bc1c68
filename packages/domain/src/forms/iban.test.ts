import { describe, expect, it } from 'vitest';
import { hasValidIbanChecksum, normalizeIban } from './iban.ts';

describe('IBAN mod-97 check (spec 2 section 5)', () => {
  it('accepts valid IBANs, typed in groups or lowercase', () => {
    expect(hasValidIbanChecksum('FR1420041010050500013M02606')).toBe(true);
    expect(hasValidIbanChecksum('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(hasValidIbanChecksum('de89370400440532013000')).toBe(true);
    expect(hasValidIbanChecksum('GB82WEST12345698765432')).toBe(true);
  });

  it('rejects a wrong check digit or a changed character', () => {
    expect(hasValidIbanChecksum('FR1520041010050500013M02606')).toBe(false);
    expect(hasValidIbanChecksum('FR1420041010050500013M02607')).toBe(false);
  });

  it('rejects what does not have the shape country, two digits, alphanumerics', () => {
    expect(hasValidIbanChecksum('')).toBe(false);
    expect(hasValidIbanChecksum('1234567890')).toBe(false);
    expect(hasValidIbanChecksum('FRAB20041010050500013M02606')).toBe(false);
    expect(hasValidIbanChecksum('FR14-2004-1010')).toBe(false);
  });

  it('normalises spaces and case', () => {
    expect(normalizeIban(' fr76 3000 6000 ')).toBe('FR7630006000');
  });
});
