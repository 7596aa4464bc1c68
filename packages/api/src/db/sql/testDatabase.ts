import { openSql } from './connect.ts';
import type { SqlDatabase, SqlLocation } from './connect.ts';

/**
 * The PostgreSQL server the SQL tests run on instead of embedded PGlite when set (.ci/run sets it);
 * never `DATABASE_URL`, which may name a real shop's database.
 */
export const TEST_SERVER = process.env['OTECH_TEST_DATABASE_URL'];

export const testEngine = TEST_SERVER ? 'PostgreSQL server' : 'embedded PGlite';

/**
 * A database of a test's own: PGlite in memory, or on the test server a new database, dropped by
 * `close` (nothing else on the server is touched).
 */
export async function openTestSql(): Promise<{ db: SqlDatabase; close: () => Promise<void> }> {
  if (!TEST_SERVER) {
    const db = await openSql({ memory: true });
    return { db, close: () => db.destroy() };
  }
  const name = `otech_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const { default: pg } = await import('pg');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_SERVER });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(TEST_SERVER);
  url.pathname = `/${name}`;
  const location: SqlLocation = { url: url.toString() };
  const db = await openSql(location);
  return {
    db,
    close: async () => {
      await db.destroy();
      await admin(`drop database ${name}`);
    },
  };
}
