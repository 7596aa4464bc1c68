import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FavouriteSchema } from './favourite.ts';
import { minimalProduct } from './testFixtures.ts';

describe('FavouriteSchema (spec 2 §3.7)', () => {
  const favourite = {
    id: 'fav-1',
    product: minimalProduct,
    dateAdded: '2025-01-10',
    orderCount: 3,
  };

  it('accepts a favourite never ordered and one with its last order date', () => {
    expect(v.parse(FavouriteSchema, favourite).product.name).toBe('Pile LR6');
    expect(v.parse(FavouriteSchema, { ...favourite, lastOrdered: '2025-02-01' }).lastOrdered).toBe('2025-02-01');
  });

  it('refuses a negative order count', () => {
    expect(v.is(FavouriteSchema, { ...favourite, orderCount: -1 })).toBe(false);
  });
});
