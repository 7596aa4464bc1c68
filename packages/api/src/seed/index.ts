import { sql } from 'kysely';
import { migrateToLatest, openSql } from '../db/sql/connect.ts';
import type { SqlDatabase, SqlLocation } from '../db/sql/connect.ts';
import { readSeedSources } from './sources.ts';
import type { SeedData, SeedProblem } from './sources.ts';
import type { PhotoOfProduct } from '../db/productPhotos.ts';
import { fillSqlDatabase, sqlSeeded } from './sqlSeed.ts';
import { copyPendingSeedPhotos, readSeedPhotos } from './seedPhotos.ts';

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

/** The advisory lock key every migration and filling of the database holds (any number, the same everywhere). */
const SETUP_LOCK = 47_117_012;

/**
 * Runs `setup` on one connection holding the database's setup lock: several API processes (or an
 * `otech` command) starting together on one empty PostgreSQL database migrate and seed it one after
 * the other, the later ones waiting, then finding the work done. A session lock, released by the
 * server if the process dies while holding it.
 */
function underSetupLock<T>(db: SqlDatabase, setup: (db: SqlDatabase) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SETUP_LOCK})`.execute(connection);
    try {
      return await setup(connection);
    } finally {
      await sql`select pg_advisory_unlock(${SETUP_LOCK})`.execute(connection);
    }
  });
}

/** Brings the SQL database's schema up to date; answers the names of the migrations that ran. */
export async function migrateSqlDb(location: SqlLocation): Promise<string[]> {
  const db = await openSql(location);
  try {
    return (await underSetupLock(db, migrateToLatest)).map((result) => result.migrationName);
  } finally {
    await db.destroy();
  }
}

/** The seed's records and the photos of its products (`data/images/`), the photos' problems added to the records'. */
async function readSeed(dataDir: string): Promise<[SeedData, PhotoOfProduct[]]> {
  const seed = await readSeedSources(dataDir);
  const photos = await readSeedPhotos(dataDir, seed.products.map((product) => product.reference ?? product.id), seed.problems);
  return [seed, photos];
}

/**
 * Opens the SQL database the API runs on, its schema brought up to date and, when it holds no seed
 * yet (a fresh clone's first start, a new PostgreSQL database), filled from `data/`, both under the
 * setup lock.
 */
export async function openRuntimeSql(location: SqlLocation, dataDir: string): Promise<SqlDatabase> {
  const db = await openSql(location);
  try {
    await underSetupLock(db, async (connection) => {
      await migrateToLatest(connection);
      if (!(await sqlSeeded(connection))) await fillSqlDatabase(connection, ...(await readSeed(dataDir)));
      else await copyPendingSeedPhotos(connection, dataDir);
    });
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
    return await underSetupLock(db, async (connection): Promise<BuildResult> => {
      await migrateToLatest(connection);
      if (!options.force && (await sqlSeeded(connection))) return { built: false };
      const [seed, photos] = await readSeed(options.dataDir);
      await fillSqlDatabase(connection, seed, photos);
      return { built: true, counts: countsOf(seed), problems: seed.problems };
    });
  } finally {
    await db.destroy();
  }
}

export { addStaff, deactivateStaff, LastAdministrateurError, listStaff, StaffEmailTakenError } from './staffCommands.ts';
export type { StaffMember } from './staffCommands.ts';
