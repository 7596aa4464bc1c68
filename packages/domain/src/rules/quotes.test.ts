import { describe, expect, it } from 'vitest';
import { canAcceptQuote, canCancelQuote, quoteItemCount, quoteTitle, quoteTotalQuantity } from './quotes.ts';

describe('quote card (spec 2 §2.2)', () => {
  it('titles with the first 8 characters of the id', () => {
    expect(quoteTitle({ id: '3f2a9c1e-77aa-4d2b' })).toBe('Devis #3f2a9c1e');
    expect(quoteTitle({ id: 'q12' })).toBe('Devis #q12');
  });

  it('counts the lines and the total quantity', () => {
    const quote = { items: [{ quantity: 2 }, { quantity: 5 }] };
    expect(quoteItemCount(quote)).toBe(2);
    expect(quoteTotalQuantity(quote)).toBe(7);
  });
});

describe('quote actions (spec 1 §4, spec 2 §4)', () => {
  it('lets the owner cancel a pending quote only', () => {
    expect(canCancelQuote({ status: 'pending', userId: 'u1' }, 'u1')).toBe(true);
    expect(canCancelQuote({ status: 'pending', userId: 'u1' }, 'u2')).toBe(false);
    expect(canCancelQuote({ status: 'processing', userId: 'u1' }, 'u1')).toBe(false);
  });

  it('offers accept on an approved quote only', () => {
    expect(canAcceptQuote({ status: 'approved' })).toBe(true);
    expect(canAcceptQuote({ status: 'quoted' })).toBe(false);
  });
});
