import { describe, expect, it } from 'vitest';
import { frenchVatNumber, isValidFrenchVatNumber, isValidSiren, isValidSiret, sirenOfSiret } from './companyIds.ts';
import * as v from 'valibot';
import { SELLER, SELLER_LEGAL_LINE, sellerOf, SellerSettingsSchema } from './seller.ts';

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

describe('the seller as a real shop sets it (decision 130)', () => {
  const settings = { street: ' 12 avenue des Belges ', postalCode: '13100', city: 'Aix-en-Provence', siret: '732 829 320 00074', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp' };

  it('derives the SIREN and the VAT number from the SIRET and keeps the spec’s name, form, capital and RCS', () => {
    const seller = sellerOf(v.parse(SellerSettingsSchema, settings));
    expect(seller).toEqual({
      name: 'OTECH',
      legalForm: 'SAS',
      capital: '10 000 €',
      address: { lines: ['12 avenue des Belges'], postalCode: '13100', city: 'Aix-en-Provence', countryCode: 'FR' },
      siren: '732829320',
      siret: '73282932000074',
      rcs: 'RCS Aix-en-Provence',
      vatNumber: frenchVatNumber('732829320'),
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
    });
  });

  it.each([
    ['siret', '73282932000075', 'is not a SIRET: 14 digits with their Luhn key'],
    ['iban', 'FR7630006000011234567890188', 'is not an IBAN: its ISO 13616 key fails'],
    ['postalCode', '1310', 'is not a 5-digit French postal code'],
    ['bic', 'AGRI', 'is not a BIC: 8 or 11 letters and digits'],
    ['street', '  ', 'is empty'],
  ])('refuses a bad %s, saying why', (field, value, message) => {
    const result = v.safeParse(SellerSettingsSchema, { ...settings, [field]: value });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]).toMatchObject({ message });
    expect(v.getDotPath(result.issues![0])).toBe(field);
  });
});
