import { describe, expect, it } from 'vitest';
import { recordsApiForTests } from '../src/routes/dashboard/testRecords.ts';
import { LIMIT_MESSAGES, PER_CUSTOMER_LIMITS } from '../src/http/limits.ts';

const api = recordsApiForTests();

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
