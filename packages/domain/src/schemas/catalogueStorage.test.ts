import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AutoSavedCartSchema,
  FavoriteProductIdsSchema,
  ProductInteractionsSchema,
  SearchHistorySchema,
  SessionMetricsSchema,
} from './catalogueStorage.ts';
import { cartItem } from './testFixtures.ts';

const now = '2025-03-14T09:30:00.000Z';

describe('catalogue-with-cart browser storage (spec 2 §3.9)', () => {
  it('reads search history and favourite ids as lists of text', () => {
    expect(v.parse(SearchHistorySchema, ['lr6', '12v'])).toEqual(['lr6', '12v']);
    expect(v.is(FavoriteProductIdsSchema, ['A1', 'Pile LR6'])).toBe(true);
    expect(v.is(SearchHistorySchema, '{corrupt')).toBe(false);
  });

  it('reads the auto-saved cart', () => {
    expect(v.parse(AutoSavedCartSchema, { items: [cartItem], timestamp: now, total: 1 }).items).toHaveLength(1);
    expect(v.is(AutoSavedCartSchema, { items: [cartItem], timestamp: now })).toBe(false);
  });

  it('reads session metrics and product interactions', () => {
    const metric = { duration: 120000, productsViewed: 4, searchHistory: ['lr6'], cartInteractions: 2, timestamp: now };
    expect(v.is(SessionMetricsSchema, [metric])).toBe(true);
    const interaction = { productId: 'A1', name: 'Pile LR6', action: 'view', timestamp: now, category: 'vp', price: 0.5 };
    expect(v.is(ProductInteractionsSchema, [interaction])).toBe(true);
    expect(v.is(ProductInteractionsSchema, [{ ...interaction, price: 'gratuit' }])).toBe(false);
  });
});
