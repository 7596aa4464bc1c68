import { migrateToLatest, openSql } from '../db/sql/connect.ts';
import type { SqlDatabase, SqlLocation } from '../db/sql/connect.ts';
import { readSeedSources } from './sources.ts';
import type { SeedData, SeedProblem } from './sources.ts';
import { fillSqlDatabase, sqlSeeded } from './sqlSeed.ts';

export { formatSeedProblem, SEED_FILES } from './sources.ts';
export type { SeedProblem } from './sources.ts';

export type BuildResult =
  | { built: false }
  | {
      built: true;
      counts: { products: number; rayons: number; clients: number; admins: number };
      /** Records left out, by file and line or record. */
      problems: SeedProblem[];
    };

const countsOf = (seed: SeedData) => ({ products: seed.products.length, rayons: seed.rayons.length, clients: seed.clients.length, admins: seed.admins.length });

/** Every problem of the seed sources, by file and CSV line or JSON record; empty when all is well. */
export async function checkSeedSources(dataDir: string): Promise<SeedProblem[]> {
  return (await readSeedSources(dataDir)).problems;
}

export { describeLocation, sqlLocation } from '../db/sql/connect.ts';
export type { SqlLocation } from '../db/sql/connect.ts';

/** Brings the SQL database's schema up to date; answers the names of the migrations that ran. */
export async function migrateSqlDb(location: SqlLocation): Promise<string[]> {
  const db = await openSql(location);
  try {
    return (await migrateToLatest(db)).map((result) => result.migrationName);
  } finally {
    await db.destroy();
  }
}

/**
 * Opens the SQL database the API runs on, its schema brought up to date and, when it holds no seed
 * yet (a fresh clone's first start, a new PostgreSQL database), filled from `data/`.
 */
export async function openRuntimeSql(location: SqlLocation, dataDir: string): Promise<SqlDatabase> {
  const db = await openSql(location);
  try {
    await migrateToLatest(db);
    if (!(await sqlSeeded(db))) await fillSqlDatabase(db, await readSeedSources(dataDir));
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * Fills the SQL database from `data/` (its schema brought up to date first), in one transaction.
 * A database already seeded is left as it is unless `force`.
 */
export async function buildSqlDb(options: { dataDir: string; location: SqlLocation; force: boolean }): Promise<BuildResult> {
  const db = await openSql(options.location);
  try {
    await migrateToLatest(db);
    if (!options.force && (await sqlSeeded(db))) return { built: false };
    const seed = await readSeedSources(options.dataDir);
    await fillSqlDatabase(db, seed);
    return { built: true, counts: countsOf(seed), problems: seed.problems };
  } finally {
    await db.destroy();
  }
}
