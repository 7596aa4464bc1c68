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
