import { describe, expect, it } from 'vitest';
import { canonicalCatalogueSearch, META_DESCRIPTION_MAX, metaDescription, productMetaDescription } from './pageMeta.ts';

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
