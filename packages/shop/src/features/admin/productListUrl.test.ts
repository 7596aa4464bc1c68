import { describe, expect, it } from 'vitest';
import { productFilterParams, readProductFilter } from './productListUrl.ts';

describe('the products list filter in the URL', () => {
  it('reads the search and rayon back, trimmed', () => {
    expect(readProductFilter(new URLSearchParams('search=+chargeur 12 V+&rayon=vc&page=3'))).toEqual({ search: 'chargeur 12 V', rayon: 'vc' });
  });

  it('shows every product for a hand-edited search longer than the API takes', () => {
    expect(readProductFilter(new URLSearchParams({ search: 'x'.repeat(1000) }))).toEqual({ search: '', rayon: '' });
  });

  it('writes a filter as the values read back', () => {
    const filter = { search: 'ctek', rayon: 'vc' };
    expect(readProductFilter(new URLSearchParams(productFilterParams(filter)))).toEqual(filter);
  });
});
