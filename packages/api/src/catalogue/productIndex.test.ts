import { describe, expect, it } from 'vitest';
import { paginate, queryCatalogue } from '@otech/domain';
import type { CatalogueFilter } from '@otech/domain';
import { generateProducts } from '../../../../cli/src/sample/catalogue.ts';
import { createRng } from '../../../../cli/src/sample/prng.ts';
import { ProductIndex } from './productIndex.ts';

const products = generateProducts(3000, createRng(7));

const FILTERS: CatalogueFilter[] = [
  {},
  { search: 'varta' },
  { search: 'LR' },
  { search: 'Générique', sort: 'name' },
  { search: products[42]?.ean },
  { search: products[7]?.reference.toLowerCase() },
  { category: 'vb', sort: 'price-desc' },
  { category: 'all', brand: 'Ansmann', inStockOnly: true },
  { brand: 'VARTA', minPrice: 2, maxPrice: 10, sort: 'price-asc' },
  { search: 'batterie', category: 'dc', inStockOnly: true, sort: 'name' },
  { search: 'zz-no-such-product' },
  { search: 'télécommandes', searchDescription: true },
  { search: 'ateliers', searchDescription: true, category: 'vb', sort: 'name' },
  { minPrice: 5, maxPrice: 5.5 },
  { maxPrice: 3, sort: 'name' },
  { minPrice: products[10]?.price, inStockOnly: true },
];

describe('ProductIndex', () => {
  it.each(FILTERS)('answers %o exactly as the domain rules (queryCatalogue + paginate) do', (filter) => {
    const index = new ProductIndex(products);
    for (const [page, pageSize] of [[1, 12], [3, 8], [1000, 24]] as const) {
      const expected = paginate(queryCatalogue(products, filter), page, pageSize);
      const actual = index.query({ ...filter, page, pageSize });
      expect(actual.total).toBe(expected.total);
      expect(actual.products.map((p) => p.id)).toEqual(expected.items.map((p) => p.id));
    }
  });

  it('finds a word only the descriptions hold when the search reads them (the user dashboard, spec 2 §5)', () => {
    const index = new ProductIndex(products);
    expect(index.query({ search: 'télécommandes', page: 1, pageSize: 12 }).total).toBe(0);
    expect(index.query({ search: 'télécommandes', searchDescription: true, page: 1, pageSize: 12 }).total).toBeGreaterThan(0);
  });

  it('stays in step with writes: an upsert is found by its new name, a removal is gone', () => {
    const index = new ProductIndex(products.slice(0, 100));
    const first = products[0];
    if (!first) throw new Error('no product');
    // Queried once before the write, so a remembered result would show if writes did not clear it.
    expect(index.query({ search: 'introuvable ailleurs', page: 1, pageSize: 12 }).total).toBe(0);
    index.upsert({ ...first, name: 'Accumulateur introuvable ailleurs' });
    expect(index.query({ search: 'introuvable ailleurs', page: 1, pageSize: 12 }).products.map((p) => p.id)).toEqual([first.id]);
    expect(index.query({ search: first.name, page: 1, pageSize: 12 }).products.map((p) => p.id)).not.toContain(first.id);
    expect(index.remove(first.id)).toBe(true);
    expect(index.byId(first.id)).toBeUndefined();
    expect(index.size).toBe(99);
  });
});
