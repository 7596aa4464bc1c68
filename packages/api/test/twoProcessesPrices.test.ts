import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SERVER } from '../src/db/sql/testDatabase.ts';
import { CREDENTIALS } from './helpers.ts';
import { twoServersOnTestServer } from './twoServers.ts';

/*
 * Issue 21: each API process keeps its customers' terms of trade in memory; a staff change made
 * through one process is served by the other within a second (the version check of app.ts), as
 * products are. Runs when OTECH_TEST_DATABASE_URL names a PostgreSQL server, as in .ci/run.
 */

let servers: string[] = [];

async function call(url: string, method: string, token: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const login = async (server: string, path: string, credentials: unknown) =>
  ((await (await fetch(`${server}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) })).json()) as { token: string }).token;

describe.skipIf(!TEST_SERVER)("a customer's terms through two API processes on one PostgreSQL (needs OTECH_TEST_DATABASE_URL: skipped without a server)", () => {
  const two = twoServersOnTestServer('two-prices', { OTECH_TOKEN_SECRET: 'two-processes-prices-secret-0123456789a' });
  beforeAll(() => {
    servers = two.urls();
  });

  it('serves on the second process, within a second, the list staff moved the customer to on the first', async () => {
    const [first, second] = servers as [string, string];
    const marie = await login(second, '/auth/login', CREDENTIALS.hashed);
    const admin = await login(first, '/admin/login', CREDENTIALS.admin);
    const listOn = async (server: string) => ((await call(`${server}/prices?ids=VC-CH-003`, 'GET', marie)) as { list: { id: string } }).list.id;
    // The second process reads and keeps Marie's terms (fixture: Professionnel).
    expect(await listOn(second)).toBe('professionnel');
    await call(`${first}/admin/clients/1/price-list`, 'PUT', admin, { listId: 'premium' });
    expect(await listOn(first)).toBe('premium');
    const moved = Date.now();
    while ((await listOn(second)) !== 'premium') {
      expect(Date.now() - moved).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
