import { describe, expect, it } from 'vitest';
import { isProductType } from './productTypes.ts';

describe('isProductType', () => {
  it('knows the four catalogue types and nothing else (exports say "simple" or "variable")', () => {
    expect(['pile', 'batterie', 'chargeur', 'accessoire'].every(isProductType)).toBe(true);
    expect(isProductType('simple')).toBe(false);
    expect(isProductType('Batterie')).toBe(false);
  });
});
