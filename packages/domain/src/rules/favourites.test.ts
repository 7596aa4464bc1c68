import { describe, expect, it } from 'vitest';
import { favouriteOrderStats, favouriteProductIds, favouriteToggle, lastOrderedLabel } from './favourites.ts';

describe('lastOrderedLabel (spec 2 §2.3)', () => {
  it('shows the date in words (spec 2 §9, issue 27) and the order count', () => {
    expect(lastOrderedLabel({ lastOrdered: '2025-02-03T10:00:00Z', orderCount: 3 })).toBe('3 février 2025 (3 commandes)');
    expect(lastOrderedLabel({ lastOrdered: '2025-02-03T10:00:00Z', orderCount: 1 })).toBe('3 février 2025 (1 commande)');
  });

  it('says "Jamais commandé" without an order', () => {
    expect(lastOrderedLabel({ orderCount: 0 })).toBe('Jamais commandé');
    expect(lastOrderedLabel({ lastOrdered: '2025-02-03', orderCount: 0 })).toBe('Jamais commandé');
  });
});

describe('favouriteOrderStats (derived from the client\'s orders)', () => {
  const order = (orderDate: string, status: string, ...productIds: string[]) => ({ orderDate, status, items: productIds.map((productId) => ({ productId })) });

  it('counts the orders holding the product and keeps the latest date, cancelled ones aside', () => {
    const orders = [
      order('2026-05-01T08:00:00.000Z', 'delivered', 'VB00027', 'VC00007'),
      order('2026-09-01T08:00:00.000Z', 'shipped', 'VB00027'),
      order('2026-11-01T08:00:00.000Z', 'cancelled', 'VB00027'),
      order('2026-10-01T08:00:00.000Z', 'pending', 'VC00007'),
    ];
    expect(favouriteOrderStats(['VB00027'], orders)).toEqual({ orderCount: 2, lastOrdered: '2026-09-01T08:00:00.000Z' });
    expect(favouriteOrderStats(['p-1', 'VC00007'], orders)).toEqual({ orderCount: 2, lastOrdered: '2026-10-01T08:00:00.000Z' });
    expect(favouriteOrderStats(['VX00001'], orders)).toEqual({ orderCount: 0, lastOrdered: undefined });
  });
});

describe('favouriteToggle (the heart of a catalogue-with-cart card, spec 2 §2.5)', () => {
  const favourites = [
    { id: 'fav-1', product: { id: 'VA-B18' } },
    { id: 'fav-2', product: { id: 'CTEK-MXS5' } },
  ];

  it('removes a favourite product by its favourite entry id', () => {
    expect(favouriteToggle(favourites, 'CTEK-MXS5')).toEqual({ action: 'remove', favouriteId: 'fav-2' });
  });

  it('adds a product that is not a favourite', () => {
    expect(favouriteToggle(favourites, 'SONY-NPF')).toEqual({ action: 'add', productId: 'SONY-NPF' });
    expect(favouriteToggle([], 'VA-B18')).toEqual({ action: 'add', productId: 'VA-B18' });
  });

  it('lists the favourite product ids', () => {
    expect(favouriteProductIds(favourites)).toEqual(['VA-B18', 'CTEK-MXS5']);
  });
});
