import { describe, expect, it } from 'vitest';
import { recordsApiForTests } from './records.ts';
import { LIMIT_MESSAGES, PER_CUSTOMER_LIMITS } from '../src/http/limits.ts';
import { extraProductReference } from './helpers.ts';
import { insertRecords } from '../src/db/owned.ts';

// One product more than the largest bound below, so every bound can be reached and passed.
const api = recordsApiForTests({ extraProducts: PER_CUSTOMER_LIMITS.favourites + 1 });

interface CartLine {
  id: string;
  quantity: number;
  product: { id: string };
}

describe('per-customer bounds', () => {
  it('refuses the address past the maximum with 409 and its French message, and keeps the others', async () => {
    const form = { name: 'Dépôt', street: '3 quai de la Fosse', postalCode: '44000', city: 'Nantes' };
    const list = async () => ((await api.t.call('GET', '/client-dashboard/addresses', { token: api.paul })).body as unknown[]).length;
    for (let held = await list(); held < PER_CUSTOMER_LIMITS.addresses; held += 1) {
      expect((await api.t.call('POST', '/client-dashboard/addresses', { token: api.paul, body: form })).status).toBe(201);
    }
    expect(await api.t.call('POST', '/client-dashboard/addresses', { token: api.paul, body: form })).toMatchObject({ status: 409, body: { message: LIMIT_MESSAGES.addresses } });
    expect(await list()).toBe(PER_CUSTOMER_LIMITS.addresses);
    // Another customer is not affected.
    expect((await api.t.call('POST', '/client-dashboard/addresses', { token: api.marie, body: form })).status).toBe(201);
  });
});

describe('pending quote requests', () => {
  it('refuses the quote request past the maximum still pending, and takes one again once a quote is cancelled', async () => {
    const quote = async () => {
      await api.t.call('POST', '/cart/items', { token: api.paul, body: { productId: 'VP-AA-001' } });
      return api.t.call('POST', '/quote-requests', { token: api.paul, body: {} });
    };
    for (let i = 0; i < PER_CUSTOMER_LIMITS.pendingQuotes; i += 1) expect((await quote()).status).toBe(201);
    expect(await quote()).toMatchObject({ status: 409, body: { message: LIMIT_MESSAGES.pendingQuotes } });
    const [first] = (await api.t.call('GET', '/quote-requests', { token: api.paul })).body as { id: string }[];
    expect((await api.t.call('POST', `/quote-requests/${first?.id}/cancel`, { token: api.paul })).status).toBe(200);
    expect((await api.t.call('POST', '/quote-requests', { token: api.paul, body: {} })).status).toBe(201);
  });
});

describe('different products in a cart', () => {
  const add = (n: number, quantity = 1) => api.t.call('POST', '/cart/items', { token: api.marie, body: { productId: extraProductReference(n), quantity } });
  const lines = async () => ((await api.t.call('GET', '/cart', { token: api.marie })).body as { items: CartLine[] }).items;

  it('refuses one more different product past the maximum with 409 and its French message, still takes more units of a product held', async () => {
    for (let n = 1; n <= PER_CUSTOMER_LIMITS.cartLines; n += 1) expect((await add(n)).status).toBe(200);
    expect(await add(PER_CUSTOMER_LIMITS.cartLines + 1)).toMatchObject({ status: 409, body: { message: LIMIT_MESSAGES.cartLines } });
    expect((await add(1, 5)).status).toBe(200);
    const held = await lines();
    expect(held).toHaveLength(PER_CUSTOMER_LIMITS.cartLines);
    expect(held.find((line) => line.product.id === extraProductReference(1))?.quantity).toBe(6);
    expect(held.some((line) => line.product.id === extraProductReference(PER_CUSTOMER_LIMITS.cartLines + 1))).toBe(false);
    // Two hundred writes one after the other, each committed to disk on PostgreSQL: over 20 s on a loaded machine.
  }, 120_000);

  it('takes a new product again once a line is removed', async () => {
    const [first] = await lines();
    expect((await api.t.call('DELETE', `/cart/items/${first?.id}`, { token: api.marie })).status).toBe(200);
    expect((await add(PER_CUSTOMER_LIMITS.cartLines + 1)).status).toBe(200);
    expect(await lines()).toHaveLength(PER_CUSTOMER_LIMITS.cartLines);
  });
});

describe('favourites', () => {
  const add = (productId: string) => api.t.call('POST', '/client-dashboard/favorites', { token: api.marie, body: { productId } });
  const favourites = async () => (await api.t.call('GET', '/client-dashboard/favorites', { token: api.marie })).body as { id: string; productId: string }[];

  it('refuses a new favourite past the maximum with 409 and its French message, keeps the others, and takes one again once one is removed', async () => {
    // Stored up to one short of the maximum (500 requests would take seconds), the last one added through the route.
    const room = PER_CUSTOMER_LIMITS.favourites - (await favourites()).length;
    const stored = Array.from({ length: room - 1 }, (_, i) => ({ id: `fav-test-${i + 1}`, clientId: 1, productId: extraProductReference(i + 1), dateAdded: '2026-11-01T10:00:00.000Z' }));
    await insertRecords(api.t.api.db, 'favorites', stored);
    expect((await add(extraProductReference(room))).status).toBe(201);
    const over = extraProductReference(PER_CUSTOMER_LIMITS.favourites + 1);
    expect(await add(over)).toMatchObject({ status: 409, body: { message: LIMIT_MESSAGES.favourites } });
    // A product already held is answered as it is, not refused.
    expect((await add(extraProductReference(1))).status).toBe(200);
    const full = await favourites();
    expect(full).toHaveLength(PER_CUSTOMER_LIMITS.favourites);
    expect((await api.t.call('DELETE', `/client-dashboard/favorites/${full[0]?.id}`, { token: api.marie })).status).toBe(204);
    expect((await add(over)).status).toBe(201);
    // Another customer is not affected.
    expect((await api.t.call('POST', '/client-dashboard/favorites', { token: api.paul, body: { productId: over } })).status).toBe(201);
  });
});
