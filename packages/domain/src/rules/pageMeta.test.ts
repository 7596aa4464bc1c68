import { describe, expect, it } from 'vitest';
import { CATALOGUE_META, canonicalCatalogueSearch, catalogueMeta, META_DESCRIPTION_MAX, metaDescription, productMetaDescription } from './pageMeta.ts';

describe('meta descriptions (issue #10)', () => {
  it('keeps a short text on one line as it is', () => {
    expect(metaDescription('  Piles et\n batteries  ')).toBe('Piles et batteries');
  });

  it('cuts a long text after a whole word with an ellipsis', () => {
    const text = `${'batterie '.repeat(30)}fin`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(description).toMatch(/batterie…$/);
  });

  it('describes a product by name, brand, reference and price excl. VAT, then its description', () => {
    expect(
      productMetaDescription({ name: 'Pile LR6', brand: 'Varta', reference: 'VP-AA-001', price: 1.5, description: 'Alcaline 1,5 V.' }),
    ).toBe('Pile LR6 Varta, réf. VP-AA-001, 1,50 € HT. Alcaline 1,5 V.');
    expect(productMetaDescription({ name: 'Pile LR6', reference: 'VP-AA-001', price: 1.5 })).toBe('Pile LR6, réf. VP-AA-001, 1,50 € HT.');
    expect(productMetaDescription({ name: 'Pile LR6 Varta', brand: 'VARTA', reference: 'R', price: 1 })).toBe('Pile LR6 Varta, réf. R, 1,00 € HT.');
  });
});

describe('canonical catalogue query', () => {
  const query = (values: Record<string, string>) => ({ get: (key: string) => values[key] ?? null });
  it('keeps the category and the page, drops the search, filters, sort and defaults', () => {
    expect(canonicalCatalogueSearch(query({ category: 'vp', page: '2', search: 'aa', sort: 'price_asc', inStockOnly: 'true' }))).toBe(
      '?category=vp&page=2',
    );
    expect(canonicalCatalogueSearch(query({ category: 'all', page: '1', brand: 'Varta' }))).toBe('');
  });
});

describe('catalogue titles and descriptions (issue #10)', () => {
  const query = (values: Record<string, string>) => ({ get: (key: string) => values[key] ?? null });

  it('gives the whole catalogue its own title and description, whatever the search or filters', () => {
    expect(catalogueMeta(query({}))).toEqual(CATALOGUE_META);
    expect(catalogueMeta(query({ category: 'all', page: '1', search: 'aa', sort: 'price_asc' }))).toEqual(CATALOGUE_META);
  });

  it('names the category in the title and the description of each category page', () => {
    const chargers = catalogueMeta(query({ category: 'vc' }));
    expect(chargers.title).toBe('Chargeurs - Catalogue de Batteries');
    expect(chargers.description).toBe('Chargeurs pour les professionnels dans le catalogue OTECH : prix HT, stock et fiches techniques.');
    expect(catalogueMeta(query({ category: 'vp' })).title).toBe('Piles - Catalogue de Batteries');
  });

  it('tells the pages of a category apart', () => {
    const second = catalogueMeta(query({ category: 'vp', page: '2' }));
    expect(second.title).toBe('Piles - Catalogue de Batteries, page 2');
    expect(second.description).toContain('catalogue OTECH, page 2');
    expect(catalogueMeta(query({ page: '3' })).title).toBe('Catalogue de Batteries, page 3');
  });

  it('never puts an unknown category of the address in the page', () => {
    expect(catalogueMeta(query({ category: '<script>alert(1)</script>' }))).toEqual(CATALOGUE_META);
    expect(catalogueMeta(query({ category: 'constructor' }))).toEqual(CATALOGUE_META);
    expect(catalogueMeta(query({ category: 'vp', page: 'deux' })).title).toBe('Piles - Catalogue de Batteries');
  });

  it('keeps every description within what search engines show', () => {
    for (const category of ['vp', 'v', 'ca', 'vc', 'dc', 'vb']) {
      expect(catalogueMeta(query({ category, page: '999' })).description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    }
  });
});
