import { describe, expect, it, vi } from 'vitest';
import { catalogueHref, catalogueMoves, changeFilters, readCatalogueQuery, readPageSize, writeCatalogueQuery, writePageSize } from './catalogueQuery.ts';

describe('catalogue query in the URL', () => {
  it('reads the defaults from an empty query: page 1, all categories, sorted by name, 12 per page', () => {
    expect(readCatalogueQuery(new URLSearchParams())).toEqual({
      page: 1,
      search: '',
      category: 'all',
      brand: undefined,
      reference: undefined,
      ean: undefined,
      model: undefined,
      type: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStockOnly: false,
      sort: 'name',
      pageSize: 12,
    });
  });

  it('round-trips a shared search', () => {
    const params = new URLSearchParams('page=3&search=varta&category=vp&brand=Varta&minPrice=5&maxPrice=20.5&inStockOnly=true&sort=price-desc');
    const query = readCatalogueQuery(params);
    expect(query).toMatchObject({ page: 3, search: 'varta', category: 'vp', brand: 'Varta', minPrice: 5, maxPrice: 20.5, inStockOnly: true, sort: 'price-desc' });
    expect(writeCatalogueQuery(query).toString()).toBe(params.toString());
  });

  it('round-trips the advanced search of spec 1 §2 (reference, EAN, model, type)', () => {
    const params = new URLSearchParams('reference=VP0&ean=376&model=NP-F&type=batterie');
    const query = readCatalogueQuery(params);
    expect(query).toMatchObject({ reference: 'VP0', ean: '376', model: 'NP-F', type: 'batterie' });
    expect(writeCatalogueQuery(query).toString()).toBe(params.toString());
  });

  it('falls back to defaults on a hand-edited, unreadable URL', () => {
    const query = readCatalogueQuery(new URLSearchParams('page=-2&sort=cheapest&minPrice=abc'));
    expect(query).toMatchObject({ page: 1, sort: 'name', minPrice: undefined });
  });

  it('keeps the default state out of the URL', () => {
    expect(writeCatalogueQuery(readCatalogueQuery(new URLSearchParams('search=%20%20'))).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes (spec 1 §4 Filters)', () => {
    const query = readCatalogueQuery(new URLSearchParams('page=4&search=lithium'));
    expect(changeFilters(query, { category: 'vc' })).toMatchObject({ page: 1, search: 'lithium', category: 'vc' });
  });
});

describe('a cleared filter', () => {
  it('writes nothing for a category, search or sort set back to undefined', () => {
    const query = readCatalogueQuery(new URLSearchParams('category=vp&search=lr6&sort=price-asc'));
    const cleared = changeFilters(query, { category: undefined, search: undefined, sort: undefined });
    expect(writeCatalogueQuery(cleared).toString()).toBe('');
  });
});

describe('the page size in the URL (catalogue with cart: 8, 16 or 24)', () => {
  const sizes = [8, 16, 24];

  it('reads an offered size and falls back to the default for anything else', () => {
    expect(readPageSize(new URLSearchParams('parPage=16'), sizes, 8)).toBe(16);
    expect(readPageSize(new URLSearchParams('parPage=1000'), sizes, 8)).toBe(8);
    expect(readPageSize(new URLSearchParams(''), sizes, 8)).toBe(8);
  });

  it('writes the size, keeping the filters, and leaves the default out', () => {
    expect(writePageSize(new URLSearchParams('search=lr6'), 24, 8).toString()).toBe('search=lr6&parPage=24');
    expect(writePageSize(new URLSearchParams('parPage=24'), 8, 8).toString()).toBe('');
  });
});

describe('the address of a catalogue move', () => {
  it('keeps the page the visitor is on and the query the move gives', () => {
    const query = readCatalogueQuery(new URLSearchParams('search=lr6&page=3'));
    expect(catalogueHref('/produits', changeFilters(query, { category: 'vc' }))).toBe('/produits?search=lr6&category=vc');
    expect(catalogueHref('/catalogue', { ...query, page: 4 })).toBe('/catalogue?page=4&search=lr6');
  });

  it('is the bare path once every filter is cleared', () => {
    const query = readCatalogueQuery(new URLSearchParams('search=lr6&sort=price-asc'));
    expect(catalogueHref('/catalogue', changeFilters(query, { search: '', sort: undefined }))).toBe('/catalogue');
  });
});

describe('the moves of a catalogue screen', () => {
  it('goes back to page 1 on a new filter, and keeps the filters on a new page', () => {
    const go = vi.fn();
    const moves = catalogueMoves(readCatalogueQuery(new URLSearchParams('search=lr6&page=3')), go);
    expect(moves.page).toBe(3);
    moves.onFiltersChange({ sort: 'price-asc' });
    expect(go).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'lr6', sort: 'price-asc', page: 1 }));
    moves.onPageChange(4);
    expect(go).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'lr6', sort: 'name', page: 4 }));
  });
});
