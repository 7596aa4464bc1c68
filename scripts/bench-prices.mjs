// `node scripts/bench-prices.mjs [products] [runs]` (issue 21): what a signed-in customer's own
// prices add to a catalogue page. At 40,000 generated products, the demo customer SOPHIEB's list
// (Revendeur / Grossiste) gets 200 rules and the customer 1,000 contract prices; then, for pages
// of 12 products, the p95 of the visitor's page (GET /api/products?page=…&pageSize=12) and of the
// customer's prices of that page (GET /api/prices?ids=…, asked for beside the same page), with
// the budget: the prices add at most 2 ms p95. The visitor's page is timed before any list is
// filled and after, to show it is as fast as before.
import { mkdtempSync, rmSync } from 'node:fs';
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
const { storePriceList } = await import('../packages/api/src/db/priceTerms.ts');

const COUNT = Number(process.argv[2] ?? 40_000);
const RUNS = Number(process.argv[3] ?? 200);
const WARM_UP = 10;
const BUDGET_MS = 2;
const CUSTOMER = { identifier: 'SOPHIEB', password: 'Grossiste59' };
const dir = mkdtempSync(path.join(os.tmpdir(), 'otech-bench-prices-'));
const ms = (n) => `${n.toFixed(2)} ms`;

function p95(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

async function fetchOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** p95 of `request(page)` over RUNS pages after WARM_UP, each page a different one. */
async function timed(request) {
  const samples = [];
  for (let i = 0; i < RUNS + WARM_UP; i += 1) {
    const begin = performance.now();
    await request((i % 300) + 1);
    if (i >= WARM_UP) samples.push(performance.now() - begin);
  }
  return p95(samples);
}

try {
  const products = generateProducts(COUNT, createRng(2026));
  const api = await start({ port: 0, dataDir: path.join(repo, 'data'), dbDir: path.join(dir, 'db'), demo: true, secret: 'bench-secret-bench-secret-bench!' });
  try {
    await upsertProducts(api.db, products);
    const page = (n) => fetchOk(`${api.url}/products?page=${n}&pageSize=12`);
    const visitorBefore = await timed(page);

    const brands = [...new Set(products.map((product) => product.brand).filter(Boolean))];
    const categories = [...new Set(products.map((product) => product.category))];
    const rules = [
      ...categories.map((category, i) => ({ scope: 'category', category, percentOff: 5 + (i % 20) })),
      ...brands.map((brand, i) => ({ scope: 'brand', brand, percentOff: 3 + (i % 25) })),
    ];
    // The generated catalogue has few brands and rayons: the list is filled up to 200 rules with brands of other suppliers.
    for (let i = 0; rules.length < 200; i += 1) rules.push({ scope: 'brand', brand: `Fournisseur ${i}`, percentOff: 10 });
    await storePriceList(api.db.sql, { id: 'revendeur', rules, netPrices: [], breaks: [{ scope: 'catalogue', minQuantity: 10, kind: 'percentOff', percentOff: 2 }] });
    const { id: clientId } = await api.db.sql.selectFrom('clients').select('id').where('pseudo', '=', CUSTOMER.identifier).executeTakeFirstOrThrow();
    await api.db.sql.deleteFrom('contract_prices').where('client_id', '=', clientId).execute();
    await api.db.sql.insertInto('contract_prices').values(products.filter((_p, i) => i % 40 === 0).slice(0, 1000).map((product) => ({ client_id: clientId, product_id: product.id, price_cents: 100 }))).execute();

    const { token } = await fetchOk(`${api.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
    const idsOf = new Map();
    for (let n = 1; n <= 300; n += 1) idsOf.set(n, (await page(n)).products.map((product) => product.id).join(','));
    const prices = await timed((n) => fetchOk(`${api.url}/prices?ids=${idsOf.get(n)}`, { headers: { authorization: `Bearer ${token}` } }));
    const visitorAfter = await timed(page);

    console.log(`catalogue: ${products.length} products; list: ${rules.length} rules; contract prices: 1000; ${RUNS} pages of 12 (load average ${os.loadavg()[0].toFixed(1)})`);
    console.log(`visitor's page p95: ${ms(visitorBefore)} before the lists, ${ms(visitorAfter)} after`);
    console.log(`customer's prices of a page p95: ${ms(prices)} (budget ${ms(BUDGET_MS)})`);
    if (prices > BUDGET_MS) {
      console.log('over budget');
      process.exitCode = 1;
    }
  } finally {
    await api.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
