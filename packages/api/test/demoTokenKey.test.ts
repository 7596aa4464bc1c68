import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_SERVER } from '../src/db/sql/testDatabase.ts';
import { start } from '../src/index.ts';
import { serveInProcess } from './apiProcess.ts';
import { serverDatabase, testDatabase } from './database.ts';
import { CREDENTIALS, FIXTURE_DATA } from './helpers.ts';

/*
 * Issue 27: in the demo without OTECH_TOKEN_SECRET, every API process on one database signs with
 * one key, kept in that database: a token one process signed is accepted by the other.
 */

const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'otech-demo-key-'));
  dirs.push(dir);
  return dir;
};

async function signIn(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CREDENTIALS.hashed) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
const meStatus = async (apiUrl: string, token: string) => (await fetch(`${apiUrl}/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

describe("the demo's token key, kept in the database (issue 27)", () => {
  it('is the same for the next process on the same database: a token signed before a restart is still accepted', async () => {
    const dir = tempDir();
    const database = await testDatabase(FIXTURE_DATA, 'fixture-0', path.join(dir, 'db/sql'));
    cleanups.push(() => database.drop());
    const options = { port: 0, dataDir: FIXTURE_DATA, dbDir: path.join(dir, 'db'), sql: database.location, demo: true };
    const first = await start(options);
    const token = await signIn(first.url);
    expect(await meStatus(first.url, token)).toBe(200);
    await first.stop();
    const second = await start(options);
    cleanups.push(() => second.stop());
    expect(await meStatus(second.url, token)).toBe(200);
  }, 120_000);

  it.skipIf(!TEST_SERVER)('is shared by two processes started together on one PostgreSQL (needs OTECH_TEST_DATABASE_URL)', async () => {
    const { location, drop } = await serverDatabase(TEST_SERVER!);
    cleanups.push(drop);
    const url = 'url' in location ? location.url : '';
    const serve = () => serveInProcess({ DATABASE_URL: url, OTECH_DATA_DIR: FIXTURE_DATA, OTECH_DB_DIR: tempDir(), OTECH_TOKEN_SECRET: '', OTECH_DEMO: '1' });
    const [a, b] = await Promise.all([serve(), serve()]);
    const stop = (child: ChildProcess) => () => new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    cleanups.push(stop(a.child), stop(b.child));
    const fromA = await signIn(a.url);
    const fromB = await signIn(b.url);
    expect([await meStatus(b.url, fromA), await meStatus(a.url, fromB)]).toEqual([200, 200]);
  }, 120_000);
});
