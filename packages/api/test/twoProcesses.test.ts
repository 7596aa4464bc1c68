import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSql } from '../src/db/sql/connect.ts';
import { TEST_SERVER } from '../src/db/sql/testDatabase.ts';
import { readSeedSources } from '../src/seed/sources.ts';
import { serverDatabase } from './database.ts';
import { serveInProcess, stopProcesses } from './apiProcess.ts';
import { ANONYMOUS_WRITES } from '../src/http/anonymousWrites.ts';
import { CONTACT_REQUEST, CREDENTIALS, FIXTURE_DATA } from './helpers.ts';

/*
 * Issue 12: two API processes behind one address behave as one. Only a database server can be
 * shared by two processes (the embedded PGlite belongs to the one that opened it), so this runs
 * when OTECH_TEST_DATABASE_URL names a PostgreSQL server, as in .ci/run.
 */

const SECRET = 'two-processes-secret-two-processes-secret';
const WRITES = 50;
/** Sources of the registrations: anonymous writes are limited per client address (10 an hour each). */
const ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON request sent from a chosen loopback address (every 127.x address reaches the servers). */
function call(url: string, method: string, body: unknown, options: { token?: string; from?: string } = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(url, {
      method,
      localAddress: options.from,
      headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }));
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

const registration = (n: number) => ({
  firstName: `Prénom${n}`,
  lastName: `Nom${n}`,
  email: `inscrit${n}@deux-processus.fr`,
  phone: '',
  password: 'secret-long',
  confirmPassword: 'secret-long',
  companyName: `Société ${n}`,
  companyType: 'electronics',
  siret: '',
  address: { street: `${n} rue du Port`, city: 'Nantes', postalCode: '44000', country: 'France' },
  acceptTerms: true,
  newsletter: false,
});

const processes: ChildProcess[] = [];
const dirs: string[] = [];
let drop = async () => {};
let databaseUrl: string;
let a: string;
let b: string;

async function serve(databaseUrl: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'otech-two-processes-'));
  dirs.push(dir);
  const { child, url } = await serveInProcess({
    DATABASE_URL: databaseUrl,
    OTECH_DATA_DIR: FIXTURE_DATA,
    OTECH_DB_DIR: dir,
    OTECH_TOKEN_SECRET: SECRET,
    OTECH_ACCOUNT_OPENING: 'immediate',
  });
  processes.push(child);
  return url;
}

describe.skipIf(!TEST_SERVER)('two API processes on one PostgreSQL database (needs OTECH_TEST_DATABASE_URL: skipped without a server)', () => {
  beforeAll(async () => {
    const { location, drop: dropDatabase } = await serverDatabase(TEST_SERVER!);
    drop = dropDatabase;
    const url = 'url' in location ? location.url : '';
    databaseUrl = url;
    // Both start at once on the empty database: one migrates and seeds it, the other waits, then finds it ready.
    [a, b] = await Promise.all([serve(url), serve(url)]);
  }, 120_000);

  afterAll(async () => {
    await stopProcesses(processes);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await drop();
  });

  it('seeds the empty database once when both start on it at the same moment', async () => {
    const seed = await readSeedSources(FIXTURE_DATA);
    const sql = await openSql({ url: databaseUrl });
    try {
      const count = async (table: 'clients' | 'admins' | 'products' | 'orders') => Number((await sql.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect([await count('clients'), await count('admins'), await count('products'), await count('orders')])
        .toEqual([seed.clients.length, seed.admins.length, seed.products.length, seed.owned.orders.length]);
    } finally {
      await sql.destroy();
    }
  });

  it(`keeps every one of ${WRITES} registrations sent at once to both, each under an id of its own`, async () => {
    const answers = await Promise.all(Array.from({ length: WRITES }, (_, n) =>
      call(`${n % 2 === 0 ? a : b}/auth/register`, 'POST', registration(n), { from: ADDRESSES[n % ADDRESSES.length] })));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const ids = answers.map((answer) => (answer.body['user'] as { id: string }).id);
    expect(new Set(ids).size).toBe(WRITES);

    // Each process signs in the accounts the other one registered.
    const signIns = await Promise.all([0, 1].map((n) => call(`${n % 2 === 0 ? b : a}/auth/login`, 'POST', { identifier: registration(n).email, password: 'secret-long' })));
    expect(signIns.map((answer) => answer.status)).toEqual([200, 200]);
  }, 60_000);

  it('shares the sign-in throttle: failures counted by one process hold the account on the other', async () => {
    const wrong = { identifier: CREDENTIALS.hashed.identifier, password: 'pas-le-bon' };
    for (let failure = 0; failure < 5; failure += 1) expect((await call(`${a}/auth/login`, 'POST', wrong)).status).toBe(401);
    // Past the free failures, even the right password waits, on the other process too.
    const held = await call(`${b}/auth/login`, 'POST', CREDENTIALS.hashed);
    expect(held.status).toBe(429);
  });

  it('shares the limit on anonymous writes: an address sending to both is held at one limit', async () => {
    const from = '127.0.0.7';
    const sent = await Promise.all(Array.from({ length: ANONYMOUS_WRITES.limit }, (_, n) => call(`${n % 2 === 0 ? a : b}/contact-requests`, 'POST', CONTACT_REQUEST, { from })));
    expect(sent.map((answer) => answer.status)).toEqual(sent.map(() => 201));
    for (const server of [a, b]) expect((await call(`${server}/contact-requests`, 'POST', CONTACT_REQUEST, { from })).status).toBe(429);
  });

  it('ends a session on both when it is closed on one', async () => {
    const { body } = await call(`${b}/auth/login`, 'POST', { identifier: registration(2).email, password: 'secret-long' });
    const token = body['token'] as string;
    expect((await call(`${a}/cart`, 'GET', undefined, { token })).status).toBe(200);
    expect((await call(`${b}/auth/logout`, 'POST', {}, { token })).status).toBeLessThan(300);
    expect((await call(`${a}/cart`, 'GET', undefined, { token })).status).toBe(401);
  });
});
