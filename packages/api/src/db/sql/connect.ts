import { mkdir } from 'node:fs/promises';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import type { MigrationResult } from 'kysely';
import type { SqlSchema } from './schema.ts';
import { migrationProvider } from './migrations/index.ts';
import { lockFolder } from './folderLock.ts';
import { pgliteDialect } from './pgliteDialect.ts';

/** Where the SQL runtime database is: a PostgreSQL server (`DATABASE_URL`), else an embedded PGlite folder. */
export type SqlLocation = { url: string } | { dir: string } | { memory: true };

export type SqlDatabase = Kysely<SqlSchema>;

/** The location the environment names: `DATABASE_URL` when set, else the embedded folder given. */
export function sqlLocation(env: NodeJS.ProcessEnv, embeddedDir: string): SqlLocation {
  const url = env['DATABASE_URL'];
  return url ? { url } : { dir: embeddedDir };
}

export function describeLocation(location: SqlLocation): string {
  if ('url' in location) return new URL(location.url).host ? `PostgreSQL at ${new URL(location.url).host}` : 'PostgreSQL';
  return 'dir' in location ? `embedded PGlite in ${location.dir}` : 'embedded PGlite in memory';
}

/**
 * Opens the database (PGlite loaded only when used: the server case never pays its 10 MB of
 * WebAssembly). The first open of a new PGlite folder creates its cluster, a few seconds; a folder
 * another open holds is refused (src/db/sql/folderLock.ts) until that one is closed.
 */
export async function openSql(location: SqlLocation): Promise<SqlDatabase> {
  if ('url' in location) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped database) leaves the
    // pool, which opens another at the next query; unheard, node-postgres would throw it out of the process.
    pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`));
    return new Kysely<SqlSchema>({ dialect: new PostgresDialect({ pool }) });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the invoices' search index (migration 0117), as PostgreSQL's server ships it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const options = { extensions: { pg_trgm } };
  if (!('dir' in location)) return new Kysely<SqlSchema>({ dialect: pgliteDialect(await PGlite.create(options)) });
  await mkdir(location.dir, { recursive: true });
  const release = lockFolder(location.dir);
  try {
    const db = new Kysely<SqlSchema>({ dialect: pgliteDialect(await PGlite.create(location.dir, options), release) });
    // Kysely starts its driver at the first query and closes only a started one: started now, so
    // `destroy()` closes the folder and releases it even when nothing was asked of it.
    await sql`select 1`.execute(db);
    return db;
  } catch (error) {
    release();
    throw error;
  }
}

/** Brings the schema to the latest migration; answers what ran, and throws with the migration's name when one fails. */
export async function migrateToLatest(db: SqlDatabase): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${(error as Error).message}`, { cause: error });
  }
  return results;
}
