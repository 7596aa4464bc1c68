import { describe, expect, it } from 'vitest';
import { stockMoveOnStatusChange, stockTake } from './orderStock.ts';

describe('stock taken by an order (issue 21 §Stock)', () => {
  it('takes the quantity from the stock', () => {
    expect(stockTake({ stock: 10 }, 4)).toEqual({ ok: true, taken: 4, backOrdered: 0, remaining: 6 });
    expect(stockTake({ stock: 4 }, 4)).toEqual({ ok: true, taken: 4, backOrdered: 0, remaining: 0 });
  });

  it('back-orders the rest with its indicative delay, never going below zero', () => {
    expect(stockTake({ stock: 3, restockDays: 12 }, 5)).toEqual({ ok: true, taken: 3, backOrdered: 2, remaining: 0, backOrderText: 'Sur commande, délai indicatif : 12 jours' });
    expect(stockTake({ stock: -2 }, 1)).toMatchObject({ taken: 0, backOrdered: 1, backOrderText: 'Sur commande, délai indicatif : 7 jours' });
  });

  it('refuses more than the stock of a product not restocked', () => {
    expect(stockTake({ stock: 2, restocked: false }, 3)).toEqual({ ok: false, available: 2, message: 'Stock insuffisant : 2 disponible(s)' });
    expect(stockTake({ stock: 2, restocked: false }, 2)).toMatchObject({ ok: true, remaining: 0 });
  });

  it('takes stock on confirmation, gives it back on cancellation, and nothing otherwise', () => {
    expect(stockMoveOnStatusChange('pending', 'confirmed')).toBe('take');
    expect(stockMoveOnStatusChange('confirmed', 'cancelled')).toBe('give back');
    expect(stockMoveOnStatusChange('shipped', 'cancelled')).toBe('give back');
    expect(stockMoveOnStatusChange('pending', 'cancelled')).toBe('none');
    expect(stockMoveOnStatusChange('confirmed', 'shipped')).toBe('none');
    expect(stockMoveOnStatusChange('cancelled', 'cancelled')).toBe('none');
  });
});
