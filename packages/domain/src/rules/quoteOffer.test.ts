import { describe, expect, it } from 'vitest';
import { canSendQuote, defaultValidUntil, netUnitPriceCents, offerTotals, sentOffer } from './quoteOffer.ts';

const line = (unitPriceHT: number, quantity: number, discountPercent = 0) => ({ designation: 'Pile', quantity, unitPriceHT, discountPercent });

describe('offerTotals', () => {
  it('applies each line discount to its unit price, then totals by documentTotals', () => {
    // 89,90 - 10 % = 80,91; x 12 = 970,92; + "Frais de port" 25,00 = 995,92 HT.
    expect(netUnitPriceCents(line(89.9, 12, 10))).toBe(8091);
    expect(offerTotals([line(89.9, 12, 10), { designation: 'Frais de port', quantity: 1, unitPriceHT: 25, discountPercent: 0 }])).toEqual({
      totalHT: 995.92,
      contribution: 17.43,
      taxable: 1013.35,
      tva: 202.67,
      totalTTC: 1216.02,
    });
  });

  it('rounds a discounted unit price half up to the cent', () => {
    // 2,55 - 15 % = 2,1675 -> 2,17.
    expect(netUnitPriceCents(line(2.55, 1, 15))).toBe(217);
  });
});

describe('defaultValidUntil', () => {
  it('is 30 days on, across a month and a year', () => {
    expect(defaultValidUntil('2026-12-02')).toBe('2027-01-01');
    expect(defaultValidUntil('2027-02-01')).toBe('2027-03-03');
  });
});

describe('canSendQuote', () => {
  it('lets staff send or resend until the customer accepts, refuses or cancels', () => {
    expect(['pending', 'processing', 'quoted'].every((status) => canSendQuote({ status: status as 'pending' }))).toBe(true);
    expect(['accepted', 'rejected', 'cancelled', 'approved'].some((status) => canSendQuote({ status: status as 'pending' }))).toBe(false);
  });
});

describe('sentOffer', () => {
  it('keeps the lines with the totals, the sender and the version', () => {
    const offer = sentOffer({ lines: [line(10, 2)], validUntil: '2027-01-01', basedOn: '2026-12-01T10:00:00.000Z' }, 'admin', new Date('2026-12-02T10:00:00.000Z'), 2);
    expect(offer).toMatchObject({ totalHT: 20, contribution: 0.35, tva: 4.07, totalTTC: 24.42, sentBy: 'admin', version: 2, sentAt: '2026-12-02T10:00:00.000Z' });
  });
});
