import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@otech/domain';
import { refreshCatalogue, upsertProducts } from '../src/db/products.ts';
import { CREDENTIALS, TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
});
afterAll(() => t.stop());

const cartIds = async (token: string) => ((await t.call('GET', '/cart', { token })).body as { items: { id: string }[] }).items.map((item) => item.id).sort();

describe('runtime database', () => {
  it("stores a cart's lines naming their products: removing a product removes its lines", async () => {
    const token = await t.customerToken();
    await t.call('POST', '/cart/items', { token, body: { productId: 'VP-AA-001', quantity: 2 } });
    await t.call('POST', '/cart/items', { token, body: { productId: 'VP-AAA-002', quantity: 1 } });
    const lines = await t.api.db.sql.selectFrom('cart_lines').select(['client_id', 'product_id']).orderBy('position').execute();
    expect(lines).toEqual([{ client_id: 1, product_id: 'VP-AA-001' }, { client_id: 1, product_id: 'VP-AAA-002' }]);
    expect((await t.call('DELETE', '/products/VP-AAA-002', { token: await t.adminToken() })).status).toBe(204);
    expect(await cartIds(token)).toEqual(['VP-AA-001']);
  });

  it('keeps every write across a restart: cart, product, revoked token', async () => {
    const token = await t.customerToken(CREDENTIALS.noHash);
    await t.call('POST', '/cart/items', { token, body: { productId: 'VB-NOK-004', quantity: 3 } });
    const old = await t.customerToken(CREDENTIALS.noHash);
    await t.call('POST', '/auth/logout', { token: old });
    const product = (await t.call('GET', '/products/DC-CAN-005')).body as Product;
    expect((await t.call('PUT', '/products/DC-CAN-005', { token: await t.adminToken(), body: { ...product, name: 'Batterie renommée' } })).status).toBe(200);
    t = await t.restart();
    const cart = await t.call('GET', '/cart', { token });
    expect(cart.body).toMatchObject({ items: [{ id: 'VB-NOK-004', quantity: 3 }] });
    expect((await t.call('GET', '/cart', { token: old })).status).toBe(401);
    expect((await t.call('GET', '/products/DC-CAN-005')).body).toMatchObject({ name: 'Batterie renommée' });
  });

  it('concurrent writes to one cart all land', async () => {
    const token = await t.customerToken();
    await t.call('DELETE', '/cart', { token });
    await Promise.all(['VP-AA-001', 'VB-NOK-004', 'DC-CAN-005'].map((productId) => t.call('POST', '/cart/items', { token, body: { productId } })));
    expect(await cartIds(token)).toEqual(['DC-CAN-005', 'VB-NOK-004', 'VP-AA-001']);
  });
});

describe('the catalogue in memory', () => {
  it("reads the catalogue again once another process's write moved its version, and not before", async () => {
    const { db } = t.api;
    expect(await refreshCatalogue(db)).toBe(false);
    // What another API process's product write leaves in the database.
    const stored = db.products.byId('VP-AA-001') as Product;
    await db.sql.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ record: JSON.stringify({ ...stored, name: 'Changée ailleurs' }) }).where('id', '=', 'VP-AA-001').execute();
      await trx.updateTable('catalogue_version').set({ version: sql`version + 1` }).execute();
    });
    expect(db.products.byId('VP-AA-001')?.name).toBe(stored.name);
    expect(await refreshCatalogue(db)).toBe(true);
    expect(db.products.byId('VP-AA-001')?.name).toBe('Changée ailleurs');
    expect((await t.call('GET', '/products?q=Changée')).body).toMatchObject([{ id: 'VP-AA-001' }]);
  });

  it('imports all the products or none: a refused row leaves the database and the index as they were', async () => {
    const { db } = t.api;
    const base = db.products.byId('VP-AA-001') as Product;
    const fresh = (n: number): Product => ({ ...base, id: `IMP-${n}`, reference: `IMP-${n}` });
    // The last row takes the reference of another product: the database refuses it, and with it the whole import.
    await expect(upsertProducts(db, [fresh(1), fresh(2), { ...fresh(3), reference: 'VB-NOK-004' }])).rejects.toThrow();
    expect(db.products.byId('IMP-1')).toBeUndefined();
    expect(await db.sql.selectFrom('products').select('id').where('id', 'like', 'IMP-%').execute()).toEqual([]);
    await upsertProducts(db, [fresh(1), fresh(2)]);
    expect(db.products.all().slice(-2).map((product) => product.id)).toEqual(['IMP-1', 'IMP-2']);
  });

  // Issue 12's size: the rows go in batches, and the refused last one must undo every batch before it.
  it('imports 40,000 products all or none: a refused last row leaves none of the 39,999 before it', async () => {
    const { db } = t.api;
    const base = db.products.byId('VP-AA-001') as Product;
    const large = Array.from({ length: 40_000 }, (_, n): Product => ({ ...base, id: `BIG-${n}`, reference: `BIG-${n}` }));
    large[large.length - 1] = { ...large[large.length - 1]!, reference: 'VB-NOK-004' };
    const before = db.products.all().length;
    await expect(upsertProducts(db, large)).rejects.toThrow();
    const kept = await db.sql.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('n')).where('id', 'like', 'BIG-%').executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(0);
    expect(db.products.all()).toHaveLength(before);
    expect(db.products.byId('BIG-0')).toBeUndefined();
  }, 240_000);
});
