import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.ts';

/**
 * Every migration, in order, listed here rather than read from the folder so the API and the
 * bundled CLI carry them alike. A schema change is a new file added at the end, never an edit.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};
