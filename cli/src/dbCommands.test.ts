import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDataDir } from '../test/harness.ts';

const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../bin/otech.mjs');

let dir: string;
beforeAll(async () => {
  dir = await tempDataDir(['products.csv', 'rayons.json', 'clients.json', 'admins.json']);
});
afterAll(() => removeDir(dir));

/** The bundled command, on the embedded database of the temporary folder (never a server the environment names). */
function run(...args: string[]) {
  const env = { ...process.env, DATABASE_URL: '' };
  return spawnSync(process.execPath, [BIN, ...args, '--data-dir', dir, '--sql-dir', path.join(dir, 'sql')], { encoding: 'utf8', env });
}

describe('otech db migrate and otech seed build (embedded PGlite)', () => {
  it('creates the schema once, fills it from the data folder, and leaves a seeded database alone without --force', () => {
    const migrated = run('db', 'migrate');
    expect(migrated.stderr).toBe('');
    expect(migrated.stdout).toMatch(/embedded PGlite in .*sql: applied 0001_initial/);
    expect(run('db', 'migrate').stdout).toMatch(/schema up to date/);
    const built = run('seed', 'build');
    expect(built.stderr).toBe('');
    expect(built.stdout).toMatch(/built with \d+ products, \d+ rayons, \d+ clients, 4 admins; 0 records left out/);
    expect(run('seed', 'build').stdout).toMatch(/the runtime database exists; --force rebuilds it/);
    expect(run('seed', 'build', '--force').stdout).toMatch(/built with/);
  }, 240_000);

  // --sql chose the engine while a JSON one existed; a script still passing it learns it is gone.
  it('refuses the removed --sql option as a bad invocation', () => {
    const refused = run('seed', 'build', '--sql');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/unknown option '--sql'/);
  });
});
