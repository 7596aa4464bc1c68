import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
});
afterAll(() => t.stop());

describe('runtime database', () => {
  it('writes a cart to the small store document, never to the catalogue', async () => {
    const catalogue = path.join(t.dir, 'db/catalogue.json');
    const before = statSync(catalogue).mtimeMs;
    const token = await t.customerToken();
    await t.call('POST', '/cart/items', { token, body: { productId: 'VP-AA-001', quantity: 2 } });
    expect(statSync(catalogue).mtimeMs).toBe(before);
    const store = JSON.parse(readFileSync(path.join(t.dir, 'db/store.json'), 'utf8')) as { carts: { userId: string }[] };
    expect(store.carts.map((cart) => cart.userId)).toEqual(['1']);
  });

  it('keeps every write across a restart: cart, registration, revoked token', async () => {
    const token = await t.customerToken(CREDENTIALS.noHash);
    await t.call('POST', '/cart/items', { token, body: { productId: 'VB-NOK-004', quantity: 3 } });
    const old = await t.customerToken(CREDENTIALS.noHash);
    await t.call('POST', '/auth/logout', { token: old });
    t = await t.restart();
    const cart = await t.call('GET', '/cart', { token });
    expect(cart.body).toMatchObject({ items: [{ id: 'VB-NOK-004', quantity: 3 }] });
    expect((await t.call('GET', '/cart', { token: old })).status).toBe(401);
  });

  it('concurrent writes all land, and the store file stays valid JSON', async () => {
    const token = await t.customerToken();
    await Promise.all(
      ['VP-AA-001', 'VP-AAA-002', 'VB-NOK-004', 'DC-CAN-005'].map((productId) => t.call('POST', '/cart/items', { token, body: { productId } })),
    );
    const store = JSON.parse(readFileSync(path.join(t.dir, 'db/store.json'), 'utf8')) as { carts: { userId: string; items: { id: string }[] }[] };
    expect(store.carts.find((cart) => cart.userId === '1')?.items.map((item) => item.id).sort()).toEqual(['DC-CAN-005', 'VB-NOK-004', 'VP-AA-001', 'VP-AAA-002']);
  });
});
