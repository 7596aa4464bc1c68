import { describe, expect, it } from 'vitest';
import { productFilterParams, readProductFilter } from './productListUrl.ts';

describe('the products list filter in the URL', () => {
  it('reads the search and rayon back, trimmed', () => {
    expect(readProductFilter(new URLSearchParams('search=+chargeur 12 V+&rayon=vc&page=3'))).toEqual({ search: 'chargeur 12 V', rayon: 'vc', archives: '' });
  });

  it('shows every product for a hand-edited search longer than the API takes', () => {
    expect(readProductFilter(new URLSearchParams({ search: 'x'.repeat(1000) }))).toEqual({ search: '', rayon: '', archives: '' });
  });

  it('writes a filter as the values read back', () => {
    const filter = { search: 'ctek', rayon: 'vc', archives: '1' as const };
    expect(readProductFilter(new URLSearchParams(productFilterParams(filter)))).toEqual(filter);
  });

  it('reads « Archivés » only as archives=1, anything else as the catalogue', () => {
    expect(readProductFilter(new URLSearchParams('archives=1')).archives).toBe('1');
    expect(readProductFilter(new URLSearchParams('archives=oui')).archives).toBe('');
  });
});
