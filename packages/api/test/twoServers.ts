import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { TEST_SERVER } from '../src/db/sql/testDatabase.ts';
import { serverDatabase } from './database.ts';
import { serveInProcess } from './apiProcess.ts';
import { FIXTURE_DATA } from './helpers.ts';

/**
 * Two API processes (`npm run api`) on one new database of the PostgreSQL test server, on the
 * fixture seed, started before the suite's tests and stopped after; `env` is added to theirs. Call it
 * inside a `describe.skipIf(!TEST_SERVER)`; `urls()` are the two API addresses once started.
 */
export function twoServersOnTestServer(name: string, env: NodeJS.ProcessEnv): { urls: () => string[] } {
  const processes: ChildProcess[] = [];
  const dirs: string[] = [];
  const urls: string[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    const { location, drop: dropDatabase } = await serverDatabase(TEST_SERVER!);
    drop = dropDatabase;
    const databaseUrl = 'url' in location ? location.url : '';
    // One after the other: the first migrates and seeds the empty database.
    for (let n = 0; n < 2; n += 1) {
      const dir = mkdtempSync(path.join(os.tmpdir(), `otech-${name}-`));
      dirs.push(dir);
      const { child, url } = await serveInProcess({ DATABASE_URL: databaseUrl, OTECH_DATA_DIR: FIXTURE_DATA, OTECH_DB_DIR: dir, ...env });
      processes.push(child);
      urls.push(url);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((child) => new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    })));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await drop();
  });

  return { urls: () => urls };
}
