import { describe, expect, it } from 'vitest';
import { documentTotals, documentTotalsCents } from './documentTotals.ts';

describe('documentTotals', () => {
  it('adds the 1.75 % contribution to HT and charges VAT on both', () => {
    // 2 x 4.38 = 8.76 HT; contribution 0.1533 -> 0.15; base 8.91; VAT 1.782 -> 1.78; TTC 10.69
    expect(documentTotals([{ unitPriceCents: 438, quantity: 2 }])).toEqual({
      totalHT: 8.76,
      contribution: 0.15,
      taxable: 8.91,
      tva: 1.78,
      totalTTC: 10.69,
    });
  });

  it('rounds the contribution half up to the cent', () => {
    // 100.00 HT x 1.75 % = 1.75 exactly; 2.00 HT x 1.75 % = 0.035 -> 0.04
    expect(documentTotalsCents([{ unitPriceCents: 10_000, quantity: 1 }]).contributionCents).toBe(175);
    expect(documentTotalsCents([{ unitPriceCents: 200, quantity: 1 }]).contributionCents).toBe(4);
  });

  it('computes the contribution on the sum of the lines, not line by line', () => {
    // 3 lines of 1.00: 3.00 x 1.75 % = 0.0525 -> 0.05 (line by line would give 3 x 0.02 = 0.06)
    const lines = [1, 2, 3].map(() => ({ unitPriceCents: 100, quantity: 1 }));
    expect(documentTotalsCents(lines).contributionCents).toBe(5);
  });

  it('keeps TTC equal to HT + contribution + VAT', () => {
    const totals = documentTotalsCents([
      { unitPriceCents: 1999, quantity: 3 },
      { unitPriceCents: 12_345, quantity: 7 },
    ]);
    expect(totals.totalTTCCents).toBe(totals.totalHTCents + totals.contributionCents + totals.vatCents);
  });

  it('gives zero totals for an empty document', () => {
    expect(documentTotalsCents([])).toEqual({ totalHTCents: 0, contributionCents: 0, taxableCents: 0, vatCents: 0, totalTTCCents: 0 });
  });
});
