import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AutoSavedCartSchema,
  FavoriteProductIdsSchema,
  ProductInteractionsSchema,
  readStoredJson,
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

describe('readStoredJson (spec 2 §3.9: corrupt stored JSON is reset to empty)', () => {
  it('gives the empty value when nothing is stored, without calling it corrupt', () => {
    expect(readStoredJson(null, SearchHistorySchema, [])).toEqual({ value: [], corrupt: false });
  });

  it('reads a stored value that fits its schema', () => {
    expect(readStoredJson('["lr6","12v"]', SearchHistorySchema, [])).toEqual({ value: ['lr6', '12v'], corrupt: false });
  });

  it('resets JSON that does not parse, or that no longer fits, to the empty value', () => {
    expect(readStoredJson('{corrupt', SearchHistorySchema, [])).toEqual({ value: [], corrupt: true });
    expect(readStoredJson('{"items":"x"}', SessionMetricsSchema, [])).toEqual({ value: [], corrupt: true });
  });
});
