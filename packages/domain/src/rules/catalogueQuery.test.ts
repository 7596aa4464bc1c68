import { describe, expect, it } from 'vitest';
import {
  catalogueComparator,
  catalogueSearchParams,
  changeCatalogueFilter,
  CLEARED_CATALOGUE_FILTER,
  compileCatalogueFilter,
  hasActiveCatalogueFilter,
  priceRangeError,
  foldCatalogueText,
  matchesCatalogueFilter,
  queryCatalogue,
  type CatalogueFilter,
  type CatalogueProduct,
} from './catalogueQuery.ts';

const item = (reference: string, name: string, price: number, more: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  reference,
  name,
  price,
  category: 'vp',
  ...more,
});

const catalogue = [
  item('PIL-1', 'pile LR6', 2.5, { ean: '3410000000015', model: 'LR6', brand: 'Varta', type: 'pile', stock: 40 }),
  item('CHG-2', 'Chargeur rapide', 39.9, { category: 'vc', brand: 'Otech', model: 'CR-12', type: 'chargeur', stock: 0, inStock: false }),
  item('BAT-3', 'Batterie Générique 12V', 19.9, { category: 'v', brand: 'otech', stock: 3 }),
  item('BAT-4', 'batterie AGM 7Ah', 19.9, { category: 'v', brand: 'Yuasa', ean: '5012345678900' }),
];
const refs = (products: readonly CatalogueProduct[]) => products.map((p) => p.reference);

describe('catalogue search (spec 1 §2: name, reference, EAN, model)', () => {
  it('finds by name ignoring case and accents', () => {
    expect(refs(queryCatalogue(catalogue, { search: 'BATTERIE' }))).toEqual(['BAT-3', 'BAT-4']);
    expect(refs(queryCatalogue(catalogue, { search: 'generique' }))).toEqual(['BAT-3']);
  });

  it('finds by reference, EAN and model', () => {
    expect(refs(queryCatalogue(catalogue, { search: 'chg-2' }))).toEqual(['CHG-2']);
    expect(refs(queryCatalogue(catalogue, { search: '5012345678900' }))).toEqual(['BAT-4']);
    expect(refs(queryCatalogue(catalogue, { search: 'cr-12' }))).toEqual(['CHG-2']);
  });

  it('ignores a blank search', () => {
    expect(queryCatalogue(catalogue, { search: '   ' })).toHaveLength(4);
  });
});

describe('catalogue filters (spec 1 §7: category, brand, minPrice, maxPrice, inStockOnly)', () => {
  it('keeps one category; "all" and "Toutes" keep everything (spec 2 §4)', () => {
    expect(refs(queryCatalogue(catalogue, { category: 'v' }))).toEqual(['BAT-3', 'BAT-4']);
    expect(queryCatalogue(catalogue, { category: 'all' })).toHaveLength(4);
    expect(queryCatalogue(catalogue, { category: 'Toutes' })).toHaveLength(4);
  });

  it('keeps any of several categories joined by commas, ignoring case (the user dashboard, spec 2 §2.4)', () => {
    expect(refs(queryCatalogue(catalogue, { category: 'V,vc' }))).toEqual(['CHG-2', 'BAT-3', 'BAT-4']);
    expect(queryCatalogue(catalogue, { category: 'ca,dc' })).toHaveLength(0);
  });

  it('keeps one brand, ignoring case', () => {
    expect(refs(queryCatalogue(catalogue, { brand: 'OTECH' }))).toEqual(['CHG-2', 'BAT-3']);
  });

  it('keeps prices within inclusive bounds', () => {
    expect(refs(queryCatalogue(catalogue, { minPrice: 19.9, maxPrice: 19.9 }))).toEqual(['BAT-3', 'BAT-4']);
    expect(refs(queryCatalogue(catalogue, { minPrice: 20 }))).toEqual(['CHG-2']);
    expect(refs(queryCatalogue(catalogue, { maxPrice: 2.5 }))).toEqual(['PIL-1']);
  });

  it('keeps in-stock products only when asked, a missing stock counting as 1 (spec 1 §3)', () => {
    expect(refs(queryCatalogue(catalogue, { inStockOnly: true }))).toEqual(['PIL-1', 'BAT-3', 'BAT-4']);
    expect(matchesCatalogueFilter(item('X', 'x', 1, { stock: 0 }), { inStockOnly: true })).toBe(false);
    expect(matchesCatalogueFilter(item('X', 'x', 1, { stock: 0 }), { inStockOnly: false })).toBe(true);
  });

  it('combines all the filters', () => {
    expect(refs(queryCatalogue(catalogue, { search: 'batterie', brand: 'yuasa', category: 'v', maxPrice: 20 }))).toEqual([
      'BAT-4',
    ]);
  });
});

describe('advanced search (spec 1 §2: reference, EAN, model, type, category, brand)', () => {
  it('keeps products whose reference, EAN or model contains the typed text, ignoring case', () => {
    expect(refs(queryCatalogue(catalogue, { reference: 'bat' }))).toEqual(['BAT-3', 'BAT-4']);
    expect(refs(queryCatalogue(catalogue, { ean: '50123' }))).toEqual(['BAT-4']);
    expect(refs(queryCatalogue(catalogue, { model: 'lr' }))).toEqual(['PIL-1']);
  });

  it('keeps one type, "all" keeping everything', () => {
    expect(refs(queryCatalogue(catalogue, { type: 'Chargeur' }))).toEqual(['CHG-2']);
    expect(queryCatalogue(catalogue, { type: 'all' })).toHaveLength(4);
  });

  it('says so when the minimum price is above the maximum', () => {
    expect(priceRangeError({ minPrice: 50, maxPrice: 10 })).toBe('Le prix minimum est supérieur au prix maximum.');
    expect(priceRangeError({ minPrice: 10, maxPrice: 10 })).toBeNull();
    expect(priceRangeError({ minPrice: 50 })).toBeNull();
  });
});

describe('clearing the filters (an empty result offers it)', () => {
  it('knows whether a filter narrows the catalogue, the sort not counting', () => {
    expect(hasActiveCatalogueFilter({ sort: 'price-asc', category: 'all', search: ' ' })).toBe(false);
    expect(hasActiveCatalogueFilter({ model: 'NP' })).toBe(true);
    expect(hasActiveCatalogueFilter({ brand: 'Varta' })).toBe(true);
    expect(hasActiveCatalogueFilter({ minPrice: 0 })).toBe(true);
    expect(hasActiveCatalogueFilter({ inStockOnly: true })).toBe(true);
  });

  it('clears every filter and keeps the sort', () => {
    const cleared = changeCatalogueFilter({ page: 3, search: 'x', type: 'pile', maxPrice: 4, sort: 'price-desc' }, CLEARED_CATALOGUE_FILTER);
    expect(hasActiveCatalogueFilter(cleared)).toBe(false);
    expect(cleared).toMatchObject({ page: 1, sort: 'price-desc' });
  });
});

describe('compiled catalogue filter (one rule, the filter folded once)', () => {
  const filters: CatalogueFilter[] = [
    {},
    { search: '  BATTERIE ' },
    { search: 'générique' },
    { search: 'cr-12', brand: 'all' },
    { category: 'V', brand: 'OTECH' },
    { category: 'Toutes', minPrice: 19.9 },
    { maxPrice: 19.9, inStockOnly: true },
    { search: 'bat', brand: 'Yuasa', category: 'v', minPrice: 10, maxPrice: 20, inStockOnly: true },
    { search: 'absent' },
  ];

  it.each(filters)('accepts exactly what matchesCatalogueFilter accepts: %o', (filter) => {
    const accepts = compileCatalogueFilter(filter);
    const compiled = catalogue.map((product) => accepts(product));
    expect(compiled).toEqual(catalogue.map((product) => matchesCatalogueFilter(product, filter)));
    expect(refs(queryCatalogue(catalogue, filter))).toEqual(refs(catalogue.filter((_, i) => compiled[i])));
  });

  it('keeps its own copy of the filter values: a later change of the filter object does not move it', () => {
    const filter: CatalogueFilter = { brand: 'otech' };
    const accepts = compileCatalogueFilter(filter);
    filter.brand = 'varta';
    expect(refs(catalogue.filter(accepts))).toEqual(['CHG-2', 'BAT-3']);
  });

  it('folds case, accents and surrounding blanks', () => {
    expect(foldCatalogueText('  Générique ÉTÉ ')).toBe('generique ete');
    expect(foldCatalogueText(' LR6-AA\t')).toBe('lr6-aa');
    expect(foldCatalogueText(undefined)).toBe('');
  });
});

describe('sort (spec 1 §2: name case-insensitive, price-asc, price-desc)', () => {
  it('sorts by name ignoring case', () => {
    expect(refs(queryCatalogue(catalogue, { sort: 'name' }))).toEqual(['BAT-4', 'BAT-3', 'CHG-2', 'PIL-1']);
  });

  it('sorts by price up and down, keeping the catalogue order on equal prices', () => {
    expect(refs(queryCatalogue(catalogue, { sort: 'price-asc' }))).toEqual(['PIL-1', 'BAT-3', 'BAT-4', 'CHG-2']);
    expect(refs(queryCatalogue(catalogue, { sort: 'price-desc' }))).toEqual(['CHG-2', 'BAT-3', 'BAT-4', 'PIL-1']);
  });

  it('compares names with numbers in numeric order', () => {
    const compare = catalogueComparator('name');
    expect(compare(item('a', 'Pile 9V', 1), item('b', 'pile 12V', 1))).toBeLessThan(0);
  });

  it('leaves the given list untouched', () => {
    const before = refs(catalogue);
    queryCatalogue(catalogue, { sort: 'price-desc' });
    expect(refs(catalogue)).toEqual(before);
  });
});

describe('the user dashboard\'s search (spec 2 §5: name or description)', () => {
  const product = { name: 'Batterie 12V', reference: 'B12', price: 10, description: 'Pour onduleur de bureau', category: 'Batteries' };

  it('finds a word of the description, ignoring case and accents, only when asked', () => {
    expect(matchesCatalogueFilter(product, { search: 'ONDULEUR', searchDescription: true })).toBe(true);
    expect(matchesCatalogueFilter(product, { search: 'onduleur' })).toBe(false);
  });

  it('still finds the name and refuses what neither holds', () => {
    expect(matchesCatalogueFilter(product, { search: 'batterie', searchDescription: true, category: 'batteries' })).toBe(true);
    expect(matchesCatalogueFilter(product, { search: 'chargeur', searchDescription: true })).toBe(false);
  });

  it('asks the server for it only beside a search', () => {
    expect(catalogueSearchParams({ search: 'onduleur', searchDescription: true })).toEqual({ search: 'onduleur', searchDescription: 'true' });
    expect(catalogueSearchParams({ search: ' ', searchDescription: true })).toEqual({});
  });
});

describe('catalogueSearchParams (spec 1 §5)', () => {
  it('sends search only when non-blank and never the "all" category', () => {
    expect(catalogueSearchParams({ search: '  ', category: 'all', brand: '' })).toEqual({});
    expect(catalogueSearchParams({ search: ' lr6 ', category: 'vp' })).toEqual({ search: 'lr6', category: 'vp' });
  });

  it('sends the advanced search fields that are filled in', () => {
    expect(catalogueSearchParams({ reference: ' VP0 ', ean: '', model: 'NP-F', type: 'all' })).toEqual({ reference: 'VP0', model: 'NP-F' });
    expect(catalogueSearchParams({ type: 'pile' })).toEqual({ type: 'pile' });
  });

  it('sends prices, in-stock and sort as text', () => {
    expect(catalogueSearchParams({ minPrice: 0, maxPrice: 49.9, inStockOnly: true, sort: 'price-asc' })).toEqual({
      minPrice: '0',
      maxPrice: '49.9',
      inStockOnly: 'true',
      sort: 'price-asc',
    });
  });
});

describe('changeCatalogueFilter (spec 1 §4: a filter change resets the page to 1)', () => {
  it('applies the change and goes back to page 1', () => {
    expect(changeCatalogueFilter({ page: 4, search: 'lr6', category: 'vp' }, { sort: 'price-asc' })).toEqual({
      page: 1,
      search: 'lr6',
      category: 'vp',
      sort: 'price-asc',
    });
  });
});
