import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSql } from '../src/db/sql/connect.ts';
import { serveInProcess } from './apiProcess.ts';
import { CREDENTIALS, TestApi } from './helpers.ts';

const SECRET = 'crash-test-secret-crash-test-secret';

/** The real entry point in its own process, so it can be killed without warning. */
function serve(t: TestApi) {
  const { location } = t.database;
  const sql = 'url' in location ? { DATABASE_URL: location.url } : { DATABASE_URL: '', OTECH_SQL_DIR: 'dir' in location ? location.dir : '' };
  return serveInProcess({ OTECH_DATA_DIR: path.join(t.dir, 'data'), OTECH_DB_DIR: path.join(t.dir, 'db'), OTECH_TOKEN_SECRET: SECRET, ...sql });
}

let t: TestApi;
beforeAll(async () => {
  // Builds the fixture's runtime database in a temporary folder; the test then serves it from a child process.
  t = await TestApi.start();
  await t.api.stop();
});
afterAll(() => t.stop().catch(() => undefined));

describe('a crash in the middle of writes', () => {
  it('leaves a readable database holding every acknowledged write', async () => {
    const first = await serve(t);
    const login = await fetch(`${first.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CREDENTIALS.hashed) });
    const { token } = (await login.json()) as { token: string };
    const add = (productId: string) =>
      fetch(`${first.url}/cart/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ productId, quantity: 1 }),
      }).then((response) => response.status);
    const acknowledged = await add('VP-AA-001');
    expect(acknowledged).toBe(200);
    // A burst of writes, killed while they are under way.
    const burst = Array.from({ length: 40 }, (_, i) => add(i % 2 ? 'VB-NOK-004' : 'DC-CAN-005').catch(() => 0));
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.child.kill('SIGKILL');
    await Promise.all(burst);

    // The database, opened as it was left: the acknowledged line is in it.
    const sql = await openSql(t.database.location);
    try {
      expect((await sql.selectFrom('cart_lines').select('product_id').execute()).map((line) => line.product_id)).toContain('VP-AA-001');
    } finally {
      await sql.destroy();
    }

    const second = await serve(t);
    try {
      const cart = await fetch(`${second.url}/cart`, { headers: { authorization: `Bearer ${token}` } });
      expect(cart.status).toBe(200);
      expect(((await cart.json()) as { items: { id: string }[] }).items.map((item) => item.id)).toContain('VP-AA-001');
    } finally {
      second.child.kill('SIGTERM');
    }
  }, 60_000);
});
