// `node scripts/bench-store.mjs [clients] [orders] [runs]`: the API's store at scale (issue 12).
// Generates 10,000 clients and 200,000 orders and as many invoices by default (copies of the
// committed sample's records, spread over the clients), starts the API on them, and prints p50 and
// p95 of a cart add, an address add, a page of the customer's orders and the administration's
// statistics, each next to its budget and whether it holds. Run on the engine the API runs on.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { start } = await import('../packages/api/src/index.ts');
const { DB_FILES, emptyStore } = await import('../packages/api/src/db/database.ts');
const { buildRuntimeDb } = await import('../packages/api/src/seed/index.ts');

const CLIENTS = Number(process.argv[2] ?? 10_000);
const ORDERS = Number(process.argv[3] ?? 200_000);
const RUNS = Number(process.argv[4] ?? 20);
/** The statistics read every order: fewer runs. */
const STATS_RUNS = Math.max(3, Math.round(RUNS / 4));
const DEMO = { identifier: 'JEAND', password: 'Batterie2025!' };
/** Issue 12's targets, in ms (p95). The address add is held to the cart add's. */
const BUDGETS = { 'cart add': 10, 'address add': 10, 'orders page': 15, 'admin stats': 200 };

const dir = mkdtempSync(path.join(os.tmpdir(), 'otech-bench-store-'));
const readData = (file) => JSON.parse(readFileSync(path.join(repo, 'data', file), 'utf8'));

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
}

async function time(runs, request) {
  await request(runs);
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const begin = performance.now();
    await request(i);
    samples.push(performance.now() - begin);
  }
  return percentiles(samples);
}

async function fetchOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const send = (method, body, token) => ({
  method,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

/** The sample's clients, then copies of them under new ids, e-mails and pseudos, up to `count`. */
function clientsUpTo(sample, count) {
  const clients = [...sample];
  for (let id = Math.max(...sample.map((client) => client.id)) + 1; clients.length < count; id += 1) {
    const model = sample[id % sample.length];
    clients.push({ ...model, id, pseudo: `BENCH${id}`, email: `client${id}@bench.example`, hash_password: undefined });
  }
  return clients;
}

/** `count` copies of the sample's records, owner by owner in turn, with ids and numbers of their own. */
function recordsUpTo(sample, count, clients, fields) {
  return Array.from({ length: count }, (_, i) => {
    const client = clients[i % clients.length];
    return { ...sample[i % sample.length], id: `${fields.prefix}-${i}`, clientId: client.id, ...fields.more(i, client) };
  });
}

try {
  // The seed builder lays the runtime database out; the generated records are written on top of it.
  const dbDir = path.join(dir, 'db');
  mkdirSync(dbDir);
  await buildRuntimeDb({ dataDir: path.join(repo, 'data'), runtimeDir: dbDir, force: true });
  const accounts = JSON.parse(readFileSync(path.join(dbDir, DB_FILES.accounts), 'utf8'));
  const clients = clientsUpTo(accounts.clients, CLIENTS);
  const year = (i) => 2020 + (i % 6);
  const orders = recordsUpTo(readData('orders.json'), ORDERS, clients, {
    prefix: 'ord-bench',
    more: (i, client) => ({ userId: String(client.id), orderNumber: `CMD-${year(i)}-B${i}`, orderDate: new Date(Date.UTC(year(i), i % 12, 1 + (i % 28))).toISOString() }),
  });
  const factures = recordsUpTo(readData('factures.json'), ORDERS, clients, {
    prefix: 'fac-bench',
    more: (i, client) => ({ client_id: client.id, numero_facture: `FA-${year(i)}-B${i}`, orderId: `ord-bench-${i}` }),
  });
  writeFileSync(path.join(dbDir, DB_FILES.accounts), JSON.stringify({ ...accounts, clients }));
  const store = JSON.parse(readFileSync(path.join(dbDir, DB_FILES.store), 'utf8'));
  writeFileSync(path.join(dbDir, DB_FILES.store), JSON.stringify({ ...emptyStore(), ...store, orders, factures }));
  const megabytes = (file) => `${(statSync(path.join(dbDir, file)).size / 1e6).toFixed(1)} MB`;
  console.log(`store: ${clients.length} clients, ${orders.length} orders, ${factures.length} invoices (accounts ${megabytes(DB_FILES.accounts)}, store ${megabytes(DB_FILES.store)}); engine: JSON documents; ${RUNS} runs (${STATS_RUNS} for the statistics)`);

  const opened = performance.now();
  const api = await start({ port: 0, dataDir: path.join(repo, 'data'), dbDir, demo: true, secret: 'bench-secret-bench-secret-bench!' });
  console.log(`API started in ${((performance.now() - opened) / 1000).toFixed(1)} s`);
  const { token } = await fetchOk(`${api.url}/auth/login`, send('POST', DEMO));
  const { token: admin } = await fetchOk(`${api.url}/admin/login`, send('POST', { username: 'admin', password: readData('demo-accounts.json').admin.password }));
  const products = (await fetchOk(`${api.url}/products?page=1&pageSize=50`)).products;
  const address = { name: 'Entrepôt', company: 'Bench', street: '1 rue du Banc', city: 'Lyon', postalCode: '69001', country: 'France', isDefault: false };

  const ms = (n) => `${n.toFixed(1)} ms`.padStart(10);
  // Each figure is printed as soon as it is measured: on a slow engine the last can take minutes.
  const measure = async (label, runs, request) => {
    const { p50, p95 } = await time(runs, request);
    const budget = BUDGETS[label];
    console.log(`${label.padEnd(12)} p50 ${ms(p50)}  p95 ${ms(p95)}  budget p95 ${ms(budget)}: ${p95 <= budget ? 'holds' : 'over'}`);
  };
  await measure('cart add', RUNS, (i) => fetchOk(`${api.url}/cart/items`, send('POST', { productId: products[i % products.length].id, quantity: 1 }, token)));
  await measure('address add', RUNS, async () => {
    const created = await fetchOk(`${api.url}/client-dashboard/addresses`, send('POST', address, token));
    // Removed untimed after each add, so the customer's bound on addresses is never reached.
    await fetch(`${api.url}/client-dashboard/addresses/${created.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  });
  const authorised = (bearer) => ({ headers: { authorization: `Bearer ${bearer}` } });
  await measure('orders page', RUNS, (i) => fetchOk(`${api.url}/client-dashboard/orders?page=${1 + (i % 2)}&pageSize=10`, authorised(token)));
  await measure('admin stats', STATS_RUNS, () => fetchOk(`${api.url}/admin/stats`, authorised(admin)));
  await api.stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
