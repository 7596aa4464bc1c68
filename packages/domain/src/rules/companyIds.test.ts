import { describe, expect, it } from 'vitest';
import { frenchVatNumber, isValidFrenchVatNumber, isValidSiren, isValidSiret, sirenOfSiret } from './companyIds.ts';

describe('company identifiers', () => {
  it('accepts a SIREN whose Luhn key holds, typed with spaces', () => {
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('73282932')).toBe(false);
  });

  it('accepts a SIRET whose Luhn key holds', () => {
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
  });

  it("accepts La Poste's SIRETs by their digit sum, not by Luhn", () => {
    // 35600000049837: its digits sum to 45 (accepted); 35600000000048: to 26 (refused)
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000000048')).toBe(false);
  });

  it('derives the French VAT number from the SIREN', () => {
    expect(frenchVatNumber('732829320')).toBe('FR44732829320');
    expect(isValidFrenchVatNumber('FR 44 732829320')).toBe(true);
    expect(isValidFrenchVatNumber('FR45732829320')).toBe(false);
    expect(sirenOfSiret('732 829 320 00074')).toBe('732829320');
  });
});
