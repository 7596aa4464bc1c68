import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { DB_FILES, emptyStore, runtimeDbExists } from '../db/database.ts';
import type { StoreData } from '../db/database.ts';
import { migrateToLatest, openSql } from '../db/sql/connect.ts';
import type { SqlDatabase, SqlLocation } from '../db/sql/connect.ts';
import { readSeedSources } from './sources.ts';
import type { SeedData, SeedProblem } from './sources.ts';
import { fillSqlDatabase, sqlSeeded } from './sqlSeed.ts';

export { formatSeedProblem, SEED_FILES } from './sources.ts';
export type { SeedProblem } from './sources.ts';

export interface BuildOptions {
  dataDir: string;
  /** Where the runtime database goes (`.runtime/db`). */
  runtimeDir: string;
  /** Rebuild even when a runtime database exists (drops every write made through the API). */
  force: boolean;
}

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

/**
 * Generates the runtime database from `data/`. Invalid records are left out and reported; each
 * file is written atomically, the catalogue last, so a build cut short is seen as missing
 * (runtimeDbExists) and redone on the next start rather than served half-built.
 */
export async function buildRuntimeDb(options: BuildOptions): Promise<BuildResult> {
  if (!options.force && runtimeDbExists(options.runtimeDir)) return { built: false };
  const seed = await readSeedSources(options.dataDir);
  const counts = countsOf(seed);
  const store: StoreData = { ...emptyStore(), ...seed.owned, quoteRequests: seed.quoteRequests, nomenclatures: seed.nomenclatures, referencements: seed.referencements, reminders: seed.reminders };
  await mkdir(options.runtimeDir, { recursive: true });
  const write = (file: string, data: unknown) => writeFileAtomic(path.join(options.runtimeDir, file), JSON.stringify(data));
  await write(DB_FILES.store, store);
  return { built: true, counts, problems: seed.problems };
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
