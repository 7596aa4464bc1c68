import { openSql } from './connect.ts';
import type { SqlDatabase } from './connect.ts';

/**
 * The PostgreSQL server the SQL tests run on instead of embedded PGlite when set (.ci/run sets it);
 * never `DATABASE_URL`, which may name a real shop's database.
 */
export const TEST_SERVER = process.env['OTECH_TEST_DATABASE_URL'];

export const testEngine = TEST_SERVER ? 'PostgreSQL server' : 'embedded PGlite';

/** A new empty database on the test server, and how to drop it (nothing else on the server is touched). */
export async function createServerDatabase(server: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `otech_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const { default: pg } = await import('pg');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database ${name}`) };
}

/** A database of a test's own: PGlite in memory, or a new database on the test server, dropped by `close`. */
export async function openTestSql(): Promise<{ db: SqlDatabase; close: () => Promise<void> }> {
  if (!TEST_SERVER) {
    const db = await openSql({ memory: true });
    return { db, close: () => db.destroy() };
  }
  const { url, drop } = await createServerDatabase(TEST_SERVER);
  const db = await openSql({ url });
  return {
    db,
    close: async () => {
      await db.destroy();
      await drop();
    },
  };
}
