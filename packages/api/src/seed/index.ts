import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { DB_FILES, emptyStore, runtimeDbExists } from '../db/database.ts';
import type { AccountsData, CatalogueData, StoreData } from '../db/database.ts';
import { readSeedSources } from './sources.ts';
import type { SeedProblem } from './sources.ts';

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
  const counts = { products: seed.products.length, rayons: seed.rayons.length, clients: seed.clients.length, admins: seed.admins.length };
  const catalogue: CatalogueData = { products: seed.products, rayon_produits: seed.rayons };
  const accounts: AccountsData = { clients: seed.clients, admins: seed.admins };
  const store: StoreData = { ...emptyStore(), ...seed.owned, quoteRequests: seed.quoteRequests, nomenclatures: seed.nomenclatures, referencements: seed.referencements };
  await mkdir(options.runtimeDir, { recursive: true });
  const write = (file: string, data: unknown) => writeFileAtomic(path.join(options.runtimeDir, file), JSON.stringify(data));
  await write(DB_FILES.store, store);
  await write(DB_FILES.accounts, accounts);
  await write(DB_FILES.catalogue, catalogue);
  return { built: true, counts, problems: seed.problems };
}
