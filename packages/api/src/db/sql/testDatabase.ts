import { serverDatabase } from '../../../test/database.ts';
import { Database } from '../database.ts';
import { Migrator } from 'kysely';
import { migrateToLatest, openSql } from './connect.ts';
import { migrationProvider } from './migrations/index.ts';
import type { SqlDatabase } from './connect.ts';

/**
 * The PostgreSQL server the SQL tests run on instead of embedded PGlite when set (.ci/run sets it);
 * never `DATABASE_URL`, which may name a real shop's database.
 */
export const TEST_SERVER = process.env['OTECH_TEST_DATABASE_URL'];

export const testEngine = TEST_SERVER ? 'PostgreSQL server' : 'embedded PGlite';

/** Waits (2 s at most) until the server holds no session on the database `name`. */
async function closedOnServer(server: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    for (let tries = 0; tries < 40; tries += 1) {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]?.n === '0') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

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
      // node-postgres's pool answers its end before its sockets have closed: a drop that forces
      // them out then would fail them as they close. The server is asked until it has none left.
      await closedOnServer(TEST_SERVER, 'url' in location ? new URL(location.url).pathname.slice(1) : '');
      await drop();
    },
  };
}

/** A migrated, empty shop database in memory, for the tests of one store function. */
export async function openMemoryDatabase(): Promise<Database> {
  const sql = await openSql({ memory: true });
  await migrateToLatest(sql);
  return Database.open(sql);
}

/** Migrates a test database up (or down) to the migration `name`; answers the migrations run (a migration's own test). */
export async function migrateTestSqlTo(db: SqlDatabase, name: string): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider: migrationProvider }).migrateTo(name);
  if (error) throw error;
  return results.map((result) => result.migrationName);
}
