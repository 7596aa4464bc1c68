// `node scripts/bench-api.mjs [products] [runs]`: the API against json-server's own routes on the
// same generated catalogue (40,000 products by default). Prints median and p95 of
//   - a paged catalogue search through the API (GET /api/products?search=…&page=1&pageSize=12)
//     next to json-server's full-text `q` search (GET /products?q=…&_page=1&_limit=12);
//   - a cart write through the API (POST /api/cart/items) next to json-server's own POST
//     (POST /carts on its single db file, which it rewrites whole on every write);
// and the ratio json-server / API of each. The two servers run one after the other, never together.
// First, the longest stall of the API thread while the catalogue is imported, then re-imported with every name changed.
// Then json-server's own REST queries on /api/products through the API (q, _like, _sort, paging,
// field filters), each a first request and a repeat: no such query may stall the API; and json-server's
// full-text `q` through the API, a different text on every request (words, then one and two characters),
// so each figure is a first search.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { generateProducts } = await import('../cli/src/sample/catalogue.ts');
const { createRng } = await import('../cli/src/sample/prng.ts');
const { start } = await import('../packages/api/src/index.ts');
const { upsertProducts } = await import('../packages/api/src/db/products.ts');
const jsonServer = (await import('json-server')).default;

const COUNT = Number(process.argv[2] ?? 40_000);
const RUNS = Number(process.argv[3] ?? 40);
const WARM_UP = 3;
const DEMO = { identifier: 'JEAND', password: 'Batterie2025!' };

const dir = mkdtempSync(path.join(os.tmpdir(), 'otech-bench-'));
const ms = (n) => `${n.toFixed(1)} ms`;
const readData = (file) => JSON.parse(readFileSync(path.join(repo, 'data', file), 'utf8'));

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95) };
}

async function time(runs, request) {
  // Warm-up requests use indexes past the measured ones, so no measured search repeats one of them.
  for (let i = 0; i < WARM_UP; i += 1) await request(runs + i);
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const begin = performance.now();
    await request(i);
    samples.push(performance.now() - begin);
  }
  return stats(samples);
}

/** Runs `work` and answers the longest the API thread went without a turn meanwhile (a 5 ms timer's largest gap). */
async function longestStall(work) {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  await work();
  // One more turn, so a stall at the very end is counted too.
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(tick);
  return longest;
}

async function fetchOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const json = (body, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function listen(app) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

try {
  const products = generateProducts(COUNT, createRng(2026));
  const rayons = readData('rayons.json');
  // Cart writes add products a customer can order: the generator leaves some out of stock.
  const inStock = products.filter((product) => product.inStock !== false && product.stock > 0);
  // A different search on every request (words of the product names and models, common and rare),
  // so the API's per-filter result memory never answers: every figure is a first search.
  const words = [...new Set(products.flatMap((p) => `${p.name} ${p.model ?? ''}`.toLowerCase().split(/[\s(),/]+/)).filter((w) => w.length >= 3))];
  const rng = createRng(99);
  const TERMS = rng.sample(words, RUNS + WARM_UP);
  console.log(`catalogue: ${products.length} generated products, ${RUNS} runs per figure (after ${WARM_UP} warm-up)`);

  // The API's runtime database: seeded from data/ on start, the generated catalogue then added as an import adds it.
  const dbDir = path.join(dir, 'db');
  // json-server's own single file: the same products plus an empty carts collection.
  const plainFile = path.join(dir, 'json-server-db.json');
  writeFileSync(plainFile, JSON.stringify({ products, rayon_produits: rayons, carts: [] }));
  console.log(`json-server db file: ${(statSync(plainFile).size / 1e6).toFixed(1)} MB`);

  const api = await start({ port: 0, dataDir: path.join(repo, 'data'), dbDir, demo: true, secret: 'bench-secret-bench-secret-bench!' });
  // Requests wait for every stall of the API thread: an import's index is built on the index thread.
  const importStall = await longestStall(() => upsertProducts(api.db, products));
  const reimportStall = await longestStall(() => upsertProducts(api.db, products.map((product) => ({ ...product, name: `${product.name} (réimporté)` }))));
  console.log(`import of ${products.length} products: longest API-thread stall ${ms(importStall)}; again with every name changed: ${ms(reimportStall)} (load average ${os.loadavg()[0].toFixed(1)})`);
  const { token } = await fetchOk(`${api.url}/auth/login`, json(DEMO));
  const totals = new Map();
  const apiSearch = await time(RUNS, async (i) => {
    const term = TERMS[i];
    const page = await fetchOk(`${api.url}/products?search=${encodeURIComponent(term)}&page=1&pageSize=12`);
    totals.set(term, page.total);
  });
  const restQueries = [
    'q=zzzz&_page=1&_limit=12',
    `q=${encodeURIComponent(TERMS[0])}&_page=2&_limit=12`,
    'name_like=pack&_page=1&_limit=12',
    '_sort=price&_order=desc&_page=1&_limit=12',
    '_sort=name&_page=3&_limit=12',
    `category=${encodeURIComponent(products[0].category)}&_page=1&_limit=12`,
    'price_gte=50&price_lte=60&_page=1&_limit=12',
    'stock_ne=0&_start=100&_end=112',
    '_limit=1',
  ];
  const restSearch = await time(RUNS, (i) => fetchOk(`${api.url}/products?q=${encodeURIComponent(TERMS[i])}&_page=1&_limit=12`));
  const SHORT = [...new Set(TERMS.join('').replace(/\s/g, ''))];
  const restShortSearch = await time(Math.min(RUNS, SHORT.length - WARM_UP), (i) =>
    fetchOk(`${api.url}/products?q=${encodeURIComponent(i % 2 === 0 ? SHORT[i] : `${SHORT[i]}${SHORT[i - 1]}`)}&_page=1&_limit=12`),
  );
  const rest = [];
  for (const query of restQueries) {
    const timed = async () => {
      const begin = performance.now();
      try {
        const response = await fetch(`${api.url}/products?${query}`);
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        return { ms: performance.now() - begin, total: response.headers.get('x-total-count') };
      } catch (error) {
        return { ms: performance.now() - begin, total: `failed: ${error.cause?.code ?? error.message}` };
      }
    };
    const first = await timed();
    const again = await timed();
    rest.push({ query, first: first.ms, again: again.ms, total: first.total });
  }
  const apiCart = await time(RUNS, (i) => fetchOk(`${api.url}/cart/items`, json({ productId: inStock[i % 5].id, quantity: 1 }, token)));
  await api.stop();
  const counts = [...totals.values()].sort((a, b) => a - b);
  console.log(`matches per search: min ${counts[0]}, median ${counts[counts.length >> 1]}, max ${counts.at(-1)} (${[...totals.keys()].slice(0, 6).join(', ')}…)`);
  // Printed before json-server's part, which can take minutes on a loaded machine.
  console.log(`q through the API   median ${ms(restSearch.median).padStart(9)}  p95 ${ms(restSearch.p95).padStart(9)} (a word, each a first search)`);
  console.log(`q of 1-2 characters median ${ms(restShortSearch.median).padStart(9)}  p95 ${ms(restShortSearch.p95).padStart(9)} (each a first search)`);

  // Issue 27's budgets, printed before json-server's part: at a load average of about 20 json-server
  // itself resets connections, and its failure must not lose the API's own figures.
  console.log(`paged search   API median ${ms(apiSearch.median).padStart(9)}  p95 ${ms(apiSearch.p95).padStart(9)} (budget p95 5 ms: ${apiSearch.p95 <= 5 ? 'holds' : 'over'}; load average ${os.loadavg()[0].toFixed(1)})`);
  console.log(`cart write     API median ${ms(apiCart.median).padStart(9)}  p95 ${ms(apiCart.p95).padStart(9)} (budget p95 10 ms: ${apiCart.p95 <= 10 ? 'holds' : 'over'})`);

  try {
    const app = jsonServer.create();
    app.use(jsonServer.bodyParser);
    app.use(jsonServer.router(plainFile));
    const plain = await listen(app);
    const plainSearch = await time(RUNS, (i) => fetchOk(`${plain.url}/products?q=${encodeURIComponent(TERMS[i])}&_page=1&_limit=12`));
    const plainCart = await time(RUNS, (i) =>
      fetchOk(`${plain.url}/carts`, json({ userId: '1', items: [{ productId: inStock[i % 5].id, quantity: 1 }], createdAt: new Date().toISOString() })),
    );
    await new Promise((resolve) => plain.server.close(resolve));

    const row = (label, ours, theirs) =>
      console.log(
        `${label.padEnd(14)} API median ${ms(ours.median).padStart(9)}  p95 ${ms(ours.p95).padStart(9)} | json-server median ${ms(theirs.median).padStart(9)}  p95 ${ms(theirs.p95).padStart(9)} | ratio json-server/API median ${(theirs.median / ours.median).toFixed(1)}x, p95 ${(theirs.p95 / ours.p95).toFixed(1)}x`,
      );
    row('paged search', apiSearch, plainSearch);
    row('cart write', apiCart, plainCart);
  } catch (error) {
    console.log(`json-server's side failed (${error.cause?.code ?? error.message}): no ratio this run`);
  }
  console.log("json-server's REST on /api/products through the API (first request, then the same again):");
  for (const { query, first, again, total } of rest) {
    console.log(`  ${query.padEnd(48)} ${ms(first).padStart(9)} ${ms(again).padStart(9)}  X-Total-Count ${total}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
