import { describe, expect, it } from 'vitest';
import { draftLineOf, FREE_LINE_DESIGNATION, freeDraftLine, readDraftLine } from './quoteDraft.ts';
import { offerTotals, offerTotalsCents } from './quoteOffer.ts';

describe('the quote editor reads its typed lines (issue 22)', () => {
  it('reads French numbers back into the offer line', () => {
    const draft = draftLineOf({ reference: 'VP-AA-001', designation: 'Pile AA', quantity: 40, unitPriceHT: 2.5, discountPercent: 7.5 }, 'k1');
    expect(draft).toMatchObject({ quantity: '40', unitPriceHT: '2,5', discountPercent: '7,5' });
    expect(readDraftLine({ ...draft, unitPriceHT: '2,45' })).toEqual({ ok: true, line: { reference: 'VP-AA-001', designation: 'Pile AA', quantity: 40, unitPriceHT: 2.45, discountPercent: 7.5 } });
  });

  it('names each field typed wrong, in French', () => {
    const read = readDraftLine({ key: 'k', designation: '', quantity: '0', unitPriceHT: 'abc', discountPercent: '150' });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues.map((issue) => issue.field).sort()).toEqual(['designation', 'discountPercent', 'quantity', 'unitPriceHT']);
    expect(read.issues.every((issue) => !/expected/.test(issue.message))).toBe(true);
  });

  it('starts a free line as "Frais de port", one, at 0, with no discount', () => {
    expect(readDraftLine(freeDraftLine('k'))).toEqual({ ok: true, line: { designation: FREE_LINE_DESIGNATION, quantity: 1, unitPriceHT: 0, discountPercent: 0 } });
  });

  it('totals in cents as documentTotals does in euros', () => {
    const lines = [{ designation: 'Pile', quantity: 12, unitPriceHT: 89.9, discountPercent: 10 }];
    expect(offerTotalsCents(lines)).toMatchObject({ totalHTCents: 97092, totalTTCCents: Math.round(offerTotals(lines).totalTTC * 100) });
  });
});
