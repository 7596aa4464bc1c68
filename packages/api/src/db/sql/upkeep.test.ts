import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@otech/domain';
import type { Database } from '../database.ts';
import { terminalImport, writeImportedClients } from '../runtimeImports.ts';
import { openMemoryDatabase } from './testDatabase.ts';
import { EmbeddedUpkeep, isNight, upkeepTables } from './upkeep.ts';

/* PGlite has no autovacuum (decision 263): the API's upkeep refreshes what an import leaves stale, on a real PGlite. */

const IMPORTED = 3_000;

let db: Database;
beforeEach(async () => {
  db = await openMemoryDatabase();
});
afterEach(() => db.close());

/** `count` new clients as `otech import clients` writes them: one transaction, through the import's own write. */
async function importClients(count: number): Promise<void> {
  const changed = Array.from({ length: count }, (_, n) => ({
    isNew: true,
    client: { id: 0, pseudo: `import${n}`, societe: `Import ${n}`, email: `import${n}@example.fr`, ville: 'Lyon', pays: 'France', actif: true, bloque: false } as Client,
  }));
  await writeImportedClients(db.sql, changed, undefined, terminalImport('clients.csv'));
}

/** What the planner believes of the clients table, and whether a count can skip the table's pages. */
async function clientStatistics() {
  const { rows } = await sql<{ reltuples: number; relpages: number; relallvisible: number; analysed: boolean }>`
    select c.reltuples, c.relpages, c.relallvisible, s.last_analyze is not null as analysed
    from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'clients'`.execute(db.sql);
  return rows[0]!;
}

describe('the upkeep of a PGlite folder', () => {
  it('analyses and vacuums a table an import filled, so its statistics count the rows and a count reads no table page', async () => {
    await importClients(IMPORTED);
    expect((await clientStatistics()).reltuples).toBeLessThan(IMPORTED);
    const done = await upkeepTables(db.sql, Number.POSITIVE_INFINITY);
    expect(done).toContainEqual({ table: 'clients', done: 'vacuum' });
    const after = await clientStatistics();
    expect(after.analysed).toBe(true);
    expect(after.reltuples).toBeGreaterThanOrEqual(IMPORTED);
    expect(after.relallvisible).toBe(after.relpages);
    // Nothing changed since: the next round leaves the table alone.
    expect(await upkeepTables(db.sql, Number.POSITIVE_INFINITY)).not.toContainEqual(expect.objectContaining({ table: 'clients' }));
  });

  it('only analyses a table whose vacuum would read more pages than customers may wait for, and vacuums it when allowed (at night)', async () => {
    await importClients(IMPORTED);
    expect(await upkeepTables(db.sql, 0)).toContainEqual({ table: 'clients', done: 'analyze' });
    const analysed = await clientStatistics();
    expect(analysed.reltuples).toBeGreaterThanOrEqual(IMPORTED);
    expect(analysed.relallvisible).toBeLessThan(analysed.relpages);
    expect(await upkeepTables(db.sql, Number.POSITIVE_INFINITY)).toContainEqual({ table: 'clients', done: 'vacuum' });
  });

  it('runs in the process that owns the folder: a round at start and at each check', async () => {
    const upkeep = new EmbeddedUpkeep(db.sql, () => new Date('2026-12-02T12:00:00Z'), 50);
    upkeep.start();
    try {
      await importClients(IMPORTED);
      await expect.poll(async () => (await clientStatistics()).reltuples, { timeout: 30_000 }).toBeGreaterThanOrEqual(IMPORTED);
    } finally {
      await upkeep.stop();
    }
  });

  it('counts the night in the shop’s time, from 2:00 to 5:00 in Paris', () => {
    expect(isNight(new Date('2026-12-02T01:30:00Z'))).toBe(true);
    expect(isNight(new Date('2026-12-02T00:30:00Z'))).toBe(false);
    expect(isNight(new Date('2026-07-02T02:30:00Z'))).toBe(true);
    expect(isNight(new Date('2026-07-02T03:30:00Z'))).toBe(false);
  });
});
