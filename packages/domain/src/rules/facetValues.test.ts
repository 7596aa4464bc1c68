import { describe, expect, it } from 'vitest';
import { facetValues } from './facetValues.ts';

describe('facetValues', () => {
  it('lists a value once whatever its case or accents, in its most used spelling', () => {
    expect(facetValues(['Varta', 'VARTA', 'Varta', 'varta', 'Hähnel', 'Hahnel', 'Hähnel'])).toEqual(['Hähnel', 'Varta']);
  });

  it('keeps the first spelling met on a tie, and leaves out missing and empty values', () => {
    expect(facetValues(['GP Batteries', undefined, '', 'gp batteries'])).toEqual(['GP Batteries']);
  });

  it('orders values in French order, numbers by value', () => {
    expect(facetValues(['12', '7.2', 'Énergie', 'Ansmann', '3.7/7.4', '1.5'])).toEqual(['1.5', '3.7/7.4', '7.2', '12', 'Ansmann', 'Énergie']);
  });
});
