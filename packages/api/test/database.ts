import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openRuntimeSql } from '../src/seed/index.ts';
import type { SqlLocation } from '../src/seed/index.ts';

/*
 * The SQL database of a test API. Creating a PGlite cluster takes seconds and a third of a gigabyte,
 * so it is done once per seed and test run: a template folder, migrated and seeded, that every test
 * API copies. With OTECH_TEST_DATABASE_URL (a PostgreSQL server) each test API gets a database of
 * its own there instead, created empty (the API migrates and seeds it as on a first start) and
 * dropped after.
 */

export interface TestDatabase {
  location: SqlLocation;
  drop(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's template databases (test/globalSetup.ts). */
    sqlTemplates: string;
  }
}

let ownTemplates: string | undefined;

/** This run's template folder; a process outside the api project's setup keeps its own. */
function templatesRoot(): string {
  const provided = inject('sqlTemplates') as string | undefined;
  if (provided) return provided;
  ownTemplates ??= mkdtempSync(path.join(os.tmpdir(), 'otech-sql-templates-'));
  return ownTemplates;
}

/** Builds the template once across the run's workers: the first to take the lock builds, the others wait for it. */
async function templateFor(key: string, dataDir: string): Promise<string> {
  const target = path.join(templatesRoot(), key);
  const lock = `${target}.lock`;
  if (existsSync(target)) return target;
  try {
    mkdirSync(lock);
  } catch {
    while (!existsSync(target)) {
      if (!existsSync(lock)) throw new Error(`the template database ${key} was not built (see the test that built it)`);
      await sleep(100);
    }
    return target;
  }
  const building = `${target}.building`;
  try {
    await (await openRuntimeSql({ dir: building }, dataDir)).destroy();
    renameSync(building, target);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return target;
}

let serverDatabases = 0;

/** A new, empty database on the PostgreSQL server of `serverUrl`; `drop()` removes it, whoever is still connected. */
export async function serverDatabase(serverUrl: string): Promise<TestDatabase> {
  const { default: pg } = await import('pg');
  const name = `otech_test_${process.pid}_${(serverDatabases += 1)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { location: { url: url.toString() }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * A database for one test API, holding the seed of `dataDir` (`seedKey` names that seed: the same
 * key must mean the same data within a run). An embedded one is put in `folder`.
 */
export async function testDatabase(dataDir: string, seedKey: string, folder: string): Promise<TestDatabase> {
  const serverUrl = process.env['OTECH_TEST_DATABASE_URL'];
  if (serverUrl) return serverDatabase(serverUrl);
  cpSync(await templateFor(seedKey, dataDir), folder, { recursive: true });
  return { location: { dir: folder }, drop: async () => rmSync(folder, { recursive: true, force: true }) };
}
