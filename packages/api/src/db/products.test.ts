import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@otech/domain';
import type { Database } from './database.ts';
import { upsertProducts } from './products.ts';
import { openMemoryDatabase } from './sql/testDatabase.ts';

let db: Database;
beforeAll(async () => {
  db = await openMemoryDatabase();
});
afterAll(() => db.close());

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
});
