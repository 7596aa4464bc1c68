import { serverDatabase } from '../../../test/database.ts';
import { openSql } from './connect.ts';
import type { SqlDatabase } from './connect.ts';

/**
 * The PostgreSQL server the SQL tests run on instead of embedded PGlite when set (.ci/run sets it);
 * never `DATABASE_URL`, which may name a real shop's database.
 */
export const TEST_SERVER = process.env['OTECH_TEST_DATABASE_URL'];

export const testEngine = TEST_SERVER ? 'PostgreSQL server' : 'embedded PGlite';

/** A database of a test's own: PGlite in memory, or a new database on the test server, dropped by `close`. */
export async function openTestSql(): Promise<{ db: SqlDatabase; close: () => Promise<void> }> {
  if (!TEST_SERVER) {
    const db = await openSql({ memory: true });
    return { db, close: () => db.destroy() };
  }
  const { location, drop } = await serverDatabase(TEST_SERVER);
  const db = await openSql(location);
  return {
    db,
    close: async () => {
      await db.destroy();
      await drop();
    },
  };
}
