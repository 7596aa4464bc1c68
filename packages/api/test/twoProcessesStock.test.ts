import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SERVER } from '../src/db/sql/testDatabase.ts';
import { CREDENTIALS } from './helpers.ts';
import { twoServersOnTestServer } from './twoServers.ts';

/*
 * Issue 21 §Stock: orders placed at once through two API processes on one PostgreSQL database take
 * the stock one after the other: never below zero, and every unit either taken or back-ordered,
 * none lost, none twice. Runs when OTECH_TEST_DATABASE_URL names a PostgreSQL server, as in .ci/run.
 */

const PRODUCT = 'VP-AA-001';
/** The fixture's stock of PRODUCT. */
const STOCK = 150;
const ORDERS_EACH = 8;
const QUANTITY = 10;
let servers: string[] = [];

async function call(url: string, method: string, body?: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** One customer's orders of QUANTITY, one after the other, each through the next process; the ids of those placed. */
async function orderRepeatedly(identifier: { identifier: string; password: string }, first: number): Promise<string[]> {
  const token = (await call(`${servers[0]}/auth/login`, 'POST', identifier)).body['token'] as string;
  const placed: string[] = [];
  for (let n = 0; n < ORDERS_EACH; n += 1) {
    const server = servers[(first + n) % 2]!;
    // Sold out, the product can no longer be put in a cart: the customer stops there.
    if ((await call(`${server}/cart/items`, 'POST', { productId: PRODUCT, quantity: QUANTITY }, token)).status !== 200) break;
    const order = await call(`${server}/account/orders`, 'POST', {}, token);
    expect(order.status).toBe(201);
    placed.push(order.body['id'] as string);
  }
  return placed;
}

describe.skipIf(!TEST_SERVER)('stock through two API processes on one PostgreSQL (needs OTECH_TEST_DATABASE_URL: skipped without a server)', () => {
  const two = twoServersOnTestServer('two-stock', { OTECH_TOKEN_SECRET: 'two-processes-stock-secret-0123456789ab', OTECH_ONLINE_ORDERING: '1' });
  beforeAll(() => {
    servers = two.urls();
  });

  it(`takes ${STOCK} units once each from orders placed at once on both, never below zero`, async () => {
    const placed = (await Promise.all([orderRepeatedly(CREDENTIALS.hashed, 0), orderRepeatedly(CREDENTIALS.noHash, 1)])).flat();
    const admin = (await call(`${servers[0]}/admin/login`, 'POST', CREDENTIALS.admin)).body['token'] as string;
    let taken = 0;
    let backOrdered = 0;
    for (const id of placed) {
      const order = (await call(`${servers[1]}/admin/orders/${id}`, 'GET', undefined, admin)).body as { stockTaken: { quantity: number }[]; backOrders: { quantity: number }[] };
      taken += order.stockTaken.reduce((sum, each) => sum + each.quantity, 0);
      backOrdered += order.backOrders.reduce((sum, each) => sum + each.quantity, 0);
    }
    expect(taken + backOrdered).toBe(placed.length * QUANTITY);
    // Each process reads the catalogue again within a second of the other's write (app.ts, watchCatalogue).
    await expect.poll(() => Promise.all(servers.map(async (server) => (await call(`${server}/products/${PRODUCT}`, 'GET')).body['stock'])), { timeout: 10_000 }).toEqual([STOCK - taken, STOCK - taken]);
    expect(STOCK - taken).toBeGreaterThanOrEqual(0);
    // 16 orders of 10 pass the 150 in stock: it ran out, and what was ordered beyond it is back-ordered.
    expect(taken).toBe(STOCK);
  }, 120_000);
});
