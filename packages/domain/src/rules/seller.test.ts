import { describe, expect, it } from 'vitest';
import { frenchVatNumber, isValidFrenchVatNumber, isValidSiren, isValidSiret, sirenOfSiret } from './companyIds.ts';
import { SELLER, SELLER_LEGAL_LINE } from './seller.ts';

describe('SELLER (issue 24: what every invoice says of OTECH)', () => {
  it('carries identifiers that pass the checks the buyers’ do', () => {
    expect(isValidSiren(SELLER.siren)).toBe(true);
    expect(isValidSiret(SELLER.siret)).toBe(true);
    expect(sirenOfSiret(SELLER.siret)).toBe(SELLER.siren);
    expect(isValidFrenchVatNumber(SELLER.vatNumber)).toBe(true);
    expect(frenchVatNumber(SELLER.siren)).toBe(SELLER.vatNumber);
  });

  it('has an IBAN whose ISO 13616 key holds', () => {
    const moved = SELLER.iban.slice(4) + SELLER.iban.slice(0, 4);
    const digits = moved.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
    expect([...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0)).toBe(1);
  });

  it('states the legal form, the capital and the RCS registration', () => {
    expect(SELLER_LEGAL_LINE).toBe('SAS au capital de 10 000 € – RCS Aix-en-Provence 912 345 675');
  });
});
