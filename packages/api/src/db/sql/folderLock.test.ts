import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveInProcess } from '../../../test/apiProcess.ts';
import { FIXTURE_DATA } from '../../../test/helpers.ts';
import { openSql } from './connect.ts';
import type { SqlDatabase } from './connect.ts';

/* One PGlite folder, one process: a second open is refused while the first holds it (whatever the test engine). */

let dir: string;
let db: SqlDatabase;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'otech-folder-lock-'));
  db = await openSql({ dir: path.join(dir, 'sql') });
}, 120_000);
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('an embedded database folder', () => {
  it('is refused to a second open in the same process, and opens again once closed', async () => {
    await expect(openSql({ dir: path.join(dir, 'sql') })).rejects.toThrow(/already open in this process: one folder serves one process/);
    await db.destroy();
    expect(existsSync(path.join(dir, 'sql', 'otech.pid'))).toBe(false);
    db = await openSql({ dir: path.join(dir, 'sql') });
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  }, 60_000);

  it('is refused to an API process started on it while this one holds it', async () => {
    const started = serveInProcess({ DATABASE_URL: '', OTECH_SQL_DIR: path.join(dir, 'sql'), OTECH_DATA_DIR: FIXTURE_DATA, OTECH_DB_DIR: dir, OTECH_TOKEN_SECRET: 'folder-lock-secret-folder-lock-secret' });
    await expect(started).rejects.toThrow(/server exited with 1/);
  }, 60_000);

  it('is taken over from a process that died holding it', async () => {
    await db.destroy();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(path.join(dir, 'sql', 'otech.pid'), String(dead));
    db = await openSql({ dir: path.join(dir, 'sql') });
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  }, 60_000);
});
