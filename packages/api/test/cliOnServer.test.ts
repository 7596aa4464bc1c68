import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSql } from '../src/db/sql/connect.ts';
import { MIGRATIONS } from '../src/db/sql/migrations/index.ts';
import { TEST_SERVER } from '../src/db/sql/testDatabase.ts';
import { serverDatabase } from './database.ts';
import { FIXTURE_DATA } from './helpers.ts';

/*
 * Issue 12: `otech db migrate` and `otech seed build` work on the server DATABASE_URL names when it
 * is set (the embedded folder otherwise: cli/src/dbCommands.test.ts). The bundled command runs in a
 * process of its own on a new database of the test server; skipped without OTECH_TEST_DATABASE_URL.
 */

const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../cli/bin/otech.mjs');

let url = '';
let drop = async () => {};
let folder = '';

beforeAll(async () => {
  if (!TEST_SERVER) return;
  const database = await serverDatabase(TEST_SERVER);
  url = 'url' in database.location ? database.location.url : '';
  drop = database.drop;
  folder = mkdtempSync(path.join(os.tmpdir(), 'otech-cli-server-'));
}, 60_000);
afterAll(async () => {
  await drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** `otech …` with DATABASE_URL set, and an embedded folder named too: the server must win. */
function otech(...args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args, '--data-dir', FIXTURE_DATA, '--sql-dir', path.join(folder, 'sql')], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: url },
  });
}

async function clientsOnServer(): Promise<number> {
  const db = await openSql({ url });
  try {
    const { rows } = await sql<{ n: string }>`select count(*) as n from clients`.execute(db);
    return Number(rows[0]?.n);
  } finally {
    await db.destroy();
  }
}

describe.skipIf(!TEST_SERVER)('otech db migrate and otech seed build with DATABASE_URL (needs OTECH_TEST_DATABASE_URL: skipped without a server)', () => {
  it('migrates the server database once, fills it, leaves it alone without --force, and never touches the embedded folder', async () => {
    const migrated = otech('db', 'migrate');
    expect(migrated.stderr).toBe('');
    expect(migrated.stdout).toMatch(new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:\\d+: applied ${Object.keys(MIGRATIONS).join(', ')}\\n$`));
    expect(otech('db', 'migrate').stdout).toMatch(/^PostgreSQL at .*: schema up to date/);
    const built = otech('seed', 'build');
    expect(built.stderr).toBe('');
    expect(built.stdout).toMatch(/PostgreSQL at .*built with \d+ products, \d+ rayons, \d+ clients, \d+ admins/);
    const clients = await clientsOnServer();
    expect(clients).toBeGreaterThan(0);
    expect(otech('seed', 'build').stdout).toMatch(/the runtime database exists; --force rebuilds it/);
    expect(otech('seed', 'build', '--force').stdout).toMatch(/built with/);
    expect(await clientsOnServer()).toBe(clients);
    expect(spawnSync('ls', [folder], { encoding: 'utf8' }).stdout).toBe('');
  }, 240_000);
});
