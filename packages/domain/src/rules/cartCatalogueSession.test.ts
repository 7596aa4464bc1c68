import { describe, expect, it } from 'vitest';
import type { CartItem } from '../schemas/cart.ts';
import { cartItem } from '../schemas/testFixtures.ts';
import {
  autoSavedCart,
  autoSavedLabel,
  keepProductInteraction,
  keepSessionMetric,
  recordCartInteraction,
  recordSessionSearch,
  sessionDurationLabel,
  sessionMetric,
  sessionStatRows,
  startSession,
  viewProducts,
} from './cartCatalogueSession.ts';

const start = Date.parse('2025-03-14T09:00:00.000Z');

describe('session statistics of the catalogue with cart (spec 2 §2.5, §3.9)', () => {
  it('counts each product shown once, the searches made and the cart interactions', () => {
    let session = startSession(start);
    session = viewProducts(session, ['A', 'B', 'A']);
    session = viewProducts(session, ['B', 'C']);
    session = recordSessionSearch(recordSessionSearch(session, ' lr6 '), '   ');
    session = recordCartInteraction(recordCartInteraction(session));
    expect(sessionMetric(session, start + 125_000)).toEqual({
      duration: 125_000,
      productsViewed: 3,
      searchHistory: ['lr6'],
      cartInteractions: 2,
      timestamp: '2025-03-14T09:02:05.000Z',
    });
  });

  it('keeps the last 10 sessions and the last 100 product interactions', () => {
    const metric = sessionMetric(startSession(start), start);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...metric, duration: i }));
    expect(eleven.reduce(keepSessionMetric, []).map((m) => m.duration)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const product = { id: 'A', name: 'Pile', category: 'vp', price: 2.5 };
    let interactions = keepProductInteraction([], product, 'add_to_cart', start);
    expect(interactions).toEqual([{ productId: 'A', name: 'Pile', action: 'add_to_cart', timestamp: '2025-03-14T09:00:00.000Z', category: 'vp', price: 2.5 }]);
    for (let i = 0; i < 120; i += 1) interactions = keepProductInteraction(interactions, product, 'favourite_added', start + i);
    expect(interactions).toHaveLength(100);
    expect(interactions.at(-1)?.timestamp).toBe(new Date(start + 119).toISOString());
  });

  it('words the tooltip: duration in minutes and seconds, then the counts', () => {
    expect(sessionDurationLabel(45_900)).toBe('45 s');
    expect(sessionDurationLabel(245_000)).toBe('4 min 05 s');
    expect(sessionStatRows({ duration: 61_000, productsViewed: 8, searchHistory: ['a', 'b'], cartInteractions: 1 })).toEqual([
      { label: 'Durée de la session', value: '1 min 01 s' },
      { label: 'Produits vus', value: '8' },
      { label: 'Recherches', value: '2' },
      { label: 'Actions sur le panier', value: '1' },
    ]);
  });
});

describe('autoSavedCart (spec 2 §3.9: items, timestamp, total)', () => {
  it('saves the lines with the time and the pre-tax total', () => {
    const saved = autoSavedCart([{ ...cartItem, quantity: 2 } as CartItem], start);
    expect(saved.timestamp).toBe('2025-03-14T09:00:00.000Z');
    expect(saved.items).toHaveLength(1);
    expect(saved.total).toBe(Math.round(cartItem.product.price * 2 * 100) / 100);
  });

  it('says when it was saved, on Paris time', () => {
    expect(autoSavedLabel('2025-03-14T09:05:00.000Z')).toBe('Panier sauvegardé automatiquement à 10:05');
  });
});
