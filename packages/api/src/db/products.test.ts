import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@otech/domain';
import { Database } from './database.ts';
import { INDEX_OFF_THREAD_FROM, stopIndexBuilder } from '../catalogue/indexOffThread.ts';
import { insertProduct, upsertProducts } from './products.ts';
import { openMemoryDatabase } from './sql/testDatabase.ts';

let db: Database;
beforeAll(async () => {
  db = await openMemoryDatabase();
});
afterAll(async () => {
  await db.close();
  await stopIndexBuilder();
});

const product = (n: number): Product => ({ id: `LOT-${n}`, reference: `LOT-${n}`, name: `Pile du lot ${n}`, category: 'vp', price: 2.5, stock: 10 }) as Product;

describe('upsertProducts (issue 11: one request must never stall the server)', () => {
  it('lets other work run between the inserts of a large import, the embedded database included, and writes every product', async () => {
    const order: string[] = [];
    const write = upsertProducts(db, Array.from({ length: 1500 }, (_, n) => product(n + 1))).then(() => void order.push('written'));
    setImmediate(() => order.push('other request'));
    await write;
    expect(order).toEqual(['other request', 'written']);
    expect(db.products.byReference('LOT-1500')).toMatchObject({ name: 'Pile du lot 1500' });
  });

  it('indexes a large import off the API thread, and a product written meanwhile is kept, not lost when the new index replaces the old', async () => {
    const threadFailed = vi.spyOn(console, 'error');
    const renamed = Array.from({ length: INDEX_OFF_THREAD_FROM }, (_, n) => ({ ...product(n + 1), name: `Pile renommée ${n + 1}`, category: 'vb' }));
    const [, inserted] = await Promise.all([upsertProducts(db, renamed), insertProduct(db, product(99_999))]);
    expect(inserted).toBe(true);
    expect(threadFailed).not.toHaveBeenCalled();
    threadFailed.mockRestore();
    expect(db.products.query({ search: 'renommée 1000', category: 'vb', page: 1, pageSize: 12 }).products.map((p) => p.id)).toEqual(['LOT-1000']);
    expect(db.products.query({ search: 'du lot 1000', page: 1, pageSize: 12 }).total).toBe(0);
    expect(db.products.all().map((p) => p.id).slice(-2)).toEqual(['LOT-1500', 'LOT-99999']);
  });

  it('indexes an import that follows another on the thread\'s copy of the index: renamed, hidden and new products found as a fresh read of the catalogue finds them', async () => {
    await upsertProducts(db, Array.from({ length: INDEX_OFF_THREAD_FROM }, (_, n) => ({ ...product(n + 1), name: `Pile relue ${n + 1}` })));
    const changed: Record<string, Partial<Product>> = { 'LOT-7': { name: 'Pile déplacée', category: 'vb' }, 'LOT-8': { hidden: true } };
    const next = [
      ...Array.from({ length: INDEX_OFF_THREAD_FROM }, (_, n) => ({ ...product(n + 1), name: `Pile relue ${n + 1}`, price: 3, ...changed[`LOT-${n + 1}`] })),
      { ...product(2001), name: 'Pile nouvelle' },
    ];
    await upsertProducts(db, next);
    const reread = await Database.open(db.sql);
    for (const filter of [{ search: 'déplacée' }, { search: 'nouvelle' }, { search: 'relue 8' }, { category: 'vb' }, { sort: 'price-asc' as const }, { sort: 'name' as const }]) {
      expect(db.products.query({ ...filter, page: 1, pageSize: 50 }), JSON.stringify(filter)).toEqual(reread.products.query({ ...filter, page: 1, pageSize: 50 }));
    }
    expect(db.products.byReference('LOT-8')).toBeUndefined();
    expect(db.products.all().at(-1)?.id).toBe('LOT-2001');
  });
});
