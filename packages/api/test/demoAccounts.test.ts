import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { start } from '../src/index.ts';
import type { RunningApi } from '../src/index.ts';
import { DEMO_ACCOUNTS_FILE, loadDemoAccounts } from '../src/auth/demoAccounts.ts';
import { testDatabase } from './database.ts';
import type { TestDatabase } from './database.ts';
import { REAL_SELLER, TEST_SECRET } from './helpers.ts';

// The committed seed itself, not the fixtures: the credentials the sign-in pages show must open
// the accounts of data/clients.json and data/admins.json.
const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data');

let dir: string;
let database: TestDatabase;
let api: RunningApi;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'otech-demo-accounts-'));
  database = await testDatabase(DATA_DIR, 'data', path.join(dir, 'db/sql'));
  api = await start({ port: 0, dataDir: DATA_DIR, dbDir: path.join(dir, 'db'), sql: database.location, demo: true, secret: TEST_SECRET });
});
afterAll(async () => {
  await api.stop();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

function committedAccounts() {
  const accounts = loadDemoAccounts(DATA_DIR);
  if (!accounts) throw new Error(`${DEMO_ACCOUNTS_FILE} is missing from data/`);
  return accounts;
}

const post = async (route: string, body: unknown) => {
  const response = await fetch(api.url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('demo accounts of the sign-in pages (spec 1 "Login page", spec 3 admin login)', () => {
  it('serves data/demo-accounts.json on the demo seed, passwords included', async () => {
    const response = await fetch(`${api.url}/auth/demo-accounts`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(readFileSync(path.join(DATA_DIR, DEMO_ACCOUNTS_FILE), 'utf8')));
  });

  it('signs in with the customer test account through /auth/login', async () => {
    const { customer } = committedAccounts();
    const { status, body } = await post('/auth/login', { ...customer, rememberMe: false });
    expect(status).toBe(200);
    expect(body['user']).toMatchObject({ pseudo: customer.identifier });
  });

  it('signs in with the admin test account through /admin/login', async () => {
    const { admin } = committedAccounts();
    const { status, body } = await post('/admin/login', admin);
    expect(status).toBe(200);
    expect(body['admin']).toMatchObject({ username: admin.username });
  });

  it('signs in with one staff account per role (issue 23), the old admin as the Administrateur', async () => {
    const { staff = [] } = committedAccounts();
    expect(staff.map((account) => account.role).sort()).toEqual(['administrateur', 'commercial', 'comptabilite', 'logistique']);
    expect(staff.find((account) => account.role === 'administrateur')?.username).toBe('admin');
    for (const account of staff) {
      const { status, body } = await post('/admin/login', { username: account.username, password: account.password });
      expect(status, account.username).toBe(200);
      expect(body['admin']).toMatchObject({ username: account.username, role: account.role });
    }
  });
});

describe('loadDemoAccounts', () => {
  it('names the file and the field of a malformed file, and offers none when the file is absent', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'otech-demo-file-'));
    try {
      expect(loadDemoAccounts(folder)).toBeUndefined();
      writeFileSync(path.join(folder, DEMO_ACCOUNTS_FILE), JSON.stringify({ customer: { identifier: 'JEAND', password: '' }, admin: { username: 'admin', password: 'x' } }));
      expect(() => loadDemoAccounts(folder)).toThrow(/demo-accounts\.json: customer\.password: /);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('outside the demo (OTECH_DEMO=0)', () => {
  it("refuses a token secret under 32 bytes, and the seed's published passwords", async () => {
    // A real shop states its own legal identity on its invoices (decision 130).
    for (const [name, value] of Object.entries(REAL_SELLER)) vi.stubEnv(name, value);
    const dbDir = path.join(dir, 'db-not-demo');
    const own = await testDatabase(DATA_DIR, 'data', path.join(dbDir, 'sql'));
    await expect(start({ port: 0, dataDir: DATA_DIR, dbDir, sql: own.location, demo: false, secret: 'short-secret' })).rejects.toThrow(/OTECH_TOKEN_SECRET is too short/);
    const production = await start({ port: 0, dataDir: DATA_DIR, dbDir, sql: own.location, demo: false, secret: 'a-production-secret-of-more-than-32-bytes' });
    try {
      const { customer, admin } = committedAccounts();
      const signIn = (route: string, body: unknown) =>
        fetch(production.url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.status);
      expect(await signIn('/auth/login', customer)).toBe(401);
      expect(await signIn('/admin/login', admin)).toBe(401);
    } finally {
      await production.stop();
      await own.drop();
      vi.unstubAllEnvs();
    }
  });
});
