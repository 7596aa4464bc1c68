import path from 'node:path';
import { folderHolder } from '@otech/api/folder-lock';
import type { SqlDatabase } from '@otech/api/imports';

/** Where the shop's runtime database is: `DATABASE_URL`, else the embedded folder (`--sql-dir`, else `<runtime dir>/sql`). */
export interface RuntimeOptions {
  dataDir: string;
  runtimeDir: string;
  sqlDir?: string;
}

/** The embedded folder: `--sql-dir`, else `<runtime dir>/sql`. */
const embeddedFolder = (options: RuntimeOptions) => options.sqlDir ?? path.join(options.runtimeDir, 'sql');

/** The message of an embedded folder another process holds (api src/db/sql/folderLock.ts). */
const isHeldByAnotherProcess = (error: unknown) => error instanceof Error && /is already open in process/.test(error.message);

/**
 * Runs `work` on the shop's runtime database, opened (its schema brought up to date, seeded from
 * data/ when it is new) and closed after. Throws the folder lock's error when the running shop
 * holds the embedded database: the caller then imports through the shop.
 */
async function withRuntimeDatabase<T>(options: RuntimeOptions, work: (db: SqlDatabase) => Promise<T>): Promise<T> {
  const { openRuntimeSql, sqlLocation } = await import('@otech/api/seed');
  const location = sqlLocation(process.env, embeddedFolder(options));
  const db = await openRuntimeSql(location, options.dataDir);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The import into the shop's runtime database: directly (PostgreSQL, or the embedded folder when no
 * shop holds it), or through the running shop when `--shop` names it or it holds the folder.
 */
export async function intoRuntime<T>(options: RuntimeOptions & { shop?: string }, direct: (db: SqlDatabase) => Promise<T>, throughShop: () => Promise<T>): Promise<T> {
  if (options.shop !== undefined) return throughShop();
  // A running shop holds the embedded folder (sqlLocation: no DATABASE_URL): asked before loading the
  // database stack (PGlite, the migrations, sharp) only to be refused, 0.5 s of the CLI's CPU (issue 20).
  if (!process.env['DATABASE_URL'] && folderHolder(embeddedFolder(options)) !== undefined) return throughShop();
  try {
    return await withRuntimeDatabase(options, direct);
  } catch (error) {
    if (isHeldByAnotherProcess(error)) return throughShop();
    throw error;
  }
}
