import { describe, expect, it } from 'vitest';
import { priceBeforeTaxCents, VAT_RATE } from './vat.ts';

describe('VAT', () => {
  it('is 20 % (spec 1 section 9)', () => {
    expect(VAT_RATE).toBe(0.2);
  });
});

describe('priceBeforeTaxCents', () => {
  it('takes the 20 % VAT out of a price with tax (spec 1 §9: TTC = HT x 1.2)', () => {
    expect(priceBeforeTaxCents(1200)).toBe(1000);
    expect(priceBeforeTaxCents(468)).toBe(390);
  });

  it('rounds half up to the cent', () => {
    // 1,00 TTC is 0,8333… HT, 1,01 TTC 0,841666… HT.
    expect(priceBeforeTaxCents(100)).toBe(83);
    expect(priceBeforeTaxCents(101)).toBe(84);
    // 0,03 TTC is exactly 0,025 HT: half up.
    expect(priceBeforeTaxCents(3)).toBe(3);
  });
});
