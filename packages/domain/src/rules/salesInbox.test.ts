import { describe, expect, it } from 'vitest';
import { contactRequestStatusDisplay, inboxBadge, isQuoteToProcess, requestedTotals } from './salesInbox.ts';

describe('requestedTotals', () => {
  it('prices the requested lines with documentTotals: HT, the 1.75 % contribution, VAT on both, TTC', () => {
    const line = (price: number, quantity: number) => ({ id: String(price), quantity, addedAt: '', product: { id: String(price), price } });
    // 40 x 2,50 + 3 x 39,90 = 219,70 HT; contribution 3,84475 -> 3,84; VAT 20 % of 223,54 = 44,71 (44,708).
    expect(requestedTotals({ items: [line(2.5, 40), line(39.9, 3)] } as never)).toEqual({ totalHT: 219.7, contribution: 3.84, taxable: 223.54, tva: 44.71, totalTTC: 268.25 });
  });
});

describe('isQuoteToProcess ("À traiter")', () => {
  it('counts requests received or being priced, not those answered or closed', () => {
    expect(isQuoteToProcess('pending')).toBe(true);
    expect(isQuoteToProcess('processing')).toBe(true);
    for (const status of ['quoted', 'accepted', 'rejected', 'approved', 'cancelled'] as const) expect(isQuoteToProcess(status)).toBe(false);
  });
});

describe('inboxBadge', () => {
  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect(inboxBadge(0)).toBeUndefined();
    expect(inboxBadge(7)).toBe('7');
    expect(inboxBadge(99)).toBe('99');
    expect(inboxBadge(100)).toBe('99+');
  });
});

describe('contactRequestStatusDisplay', () => {
  it('names the three states of a contact request', () => {
    expect(['new', 'read', 'answered'].map((status) => contactRequestStatusDisplay(status).label)).toEqual(['Nouveau', 'Lu', 'Répondu']);
  });
});
