import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/product.ts';
import { ADMIN_PRODUCTS_PAGE_SIZE, archivedProductsPage } from './archivedProducts.ts';

const product = (id: string, name: string, brand?: string): Product =>
  ({ id, reference: id, name, category: 'vp', price: 1, stock: 0, inStock: false, hidden: true, ...(brand ? { brand } : {}) }) as Product;

describe('archivedProductsPage: the « Archivés » list of /admin/catalogue', () => {
  const archived = [product('CH-10', 'Chargeur CTEK MXS 10 12 V 10 A', 'CTEK'), product('VP-AA', 'Pile alcaline AA', 'Énergie'), product('VP-9V', 'Pile 9 V lithium')];

  it('finds every word in any order, accents and case ignored, in reference, name or brand', () => {
    expect(archivedProductsPage(archived, 'chargeur 12 V', 1).items.map((p) => p.id)).toEqual(['CH-10']);
    expect(archivedProductsPage(archived, '12 chargeur', 1).items.map((p) => p.id)).toEqual(['CH-10']);
    expect(archivedProductsPage(archived, 'ENERGIE', 1).items.map((p) => p.id)).toEqual(['VP-AA']);
    expect(archivedProductsPage(archived, 'vp-9v', 1).items.map((p) => p.id)).toEqual(['VP-9V']);
    expect(archivedProductsPage(archived, 'pile chargeur', 1).total).toBe(0);
    expect(archivedProductsPage(archived, '  ', 1).total).toBe(3);
  });

  it('pages by 20, a page past the end giving the last one', () => {
    const many = Array.from({ length: 45 }, (_, i) => product(`P-${i}`, `Pile ${i}`));
    const last = archivedProductsPage(many, '', 9);
    expect([last.page, last.pageSize, last.total, last.totalPages, last.items.length]).toEqual([3, ADMIN_PRODUCTS_PAGE_SIZE, 45, 3, 5]);
  });
});
