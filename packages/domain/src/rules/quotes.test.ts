import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '../schemas/quote.ts';
import { canAcceptQuote, canCancelQuote, orderItemsFromQuote, quoteExpiredMessage, quoteItemCount, quoteOrderAmount, quoteTitle, quoteTotalQuantity } from './quotes.ts';
import { sentOffer } from './quoteOffer.ts';

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

  it('offers accept on an approved quote or one staff sent', () => {
    expect(canAcceptQuote({ status: 'approved' })).toBe(true);
    expect(canAcceptQuote({ status: 'quoted' })).toBe(true);
    expect(canAcceptQuote({ status: 'pending' })).toBe(false);
  });
});

describe('accepting a quote (issue 8)', () => {
  it('takes the quoted estimate as the amount, else the lines excluding VAT', () => {
    const product = { id: 'p1', reference: 'VP-1', name: 'Pile', price: 10.5 } as QuoteRequest['items'][number]['product'];
    const items = [{ id: 'p1', product, quantity: 3, addedAt: '2026-11-01', customPrice: null }];
    expect(orderItemsFromQuote({ items })).toEqual([{ productId: 'VP-1', productName: 'Pile', quantity: 3, unitPrice: 10.5, totalPrice: 31.5 }]);
    expect(quoteOrderAmount({ items, estimatedTotal: 25 })).toBe(25);
    expect(quoteOrderAmount({ items })).toBe(31.5);
  });
});

describe('a quote staff sent (issue 22)', () => {
  const offer = sentOffer(
    {
      lines: [
        { reference: 'VP-AA-001', designation: 'Pile alcaline AA LR6', quantity: 50, unitPriceHT: 2.5, discountPercent: 10 },
        { designation: 'Frais de port', quantity: 1, unitPriceHT: 15, discountPercent: 0 },
      ],
      validUntil: '2027-01-12',
      basedOn: '2026-12-01T10:00:00.000Z',
    },
    'admin',
    new Date('2026-12-13T10:00:00.000Z'),
    1,
  );

  it('becomes an order of its lines at their price after discount, free lines included', () => {
    expect(orderItemsFromQuote({ items: [], offer })).toEqual([
      { productId: 'VP-AA-001', productName: 'Pile alcaline AA LR6', quantity: 50, unitPrice: 2.25, totalPrice: 112.5 },
      { productId: 'Frais de port', productName: 'Frais de port', quantity: 1, unitPrice: 15, totalPrice: 15 },
    ]);
    expect(quoteOrderAmount({ items: [], offer })).toBe(127.5);
  });

  it('may be accepted until its last valid day, then says when it expired', () => {
    expect(quoteExpiredMessage({ offer }, '2027-01-12')).toBeUndefined();
    expect(quoteExpiredMessage({ offer }, '2027-01-13')).toBe('Ce devis a expiré le 12 janvier 2027 : demandez une mise à jour.');
    expect(quoteExpiredMessage({}, '2030-01-01')).toBeUndefined();
  });
});
