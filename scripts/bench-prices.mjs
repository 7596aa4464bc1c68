// `node scripts/bench-prices.mjs [products] [runs]` (issue 21): what a signed-in customer's own
// prices add to a catalogue page. At 40,000 generated products, the demo customer SOPHIEB's list
// (Revendeur / Grossiste) gets 200 rules and the customer 1,000 contract prices; then, for pages
// of 12 products, the p95 of the visitor's page (GET /api/products?page=…&pageSize=12) and of the
// customer's prices of that page (GET /api/prices?ids=…, asked for beside the same page). The
// budget (the prices add at most 2 ms p95) is read on the price resolution the API reports in its
// Server-Timing header: the terms as this process keeps them, then the 12 prices. The same is
// timed with the terms read from the database on every request (the version moved before each,
// as a price write moves it), to show what the memory saves. The visitor's page is timed before
// any list is filled and after, to show it is as fast as before.
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
const { refreshPriceTerms, storePriceList } = await import('../packages/api/src/db/priceTerms.ts');

const COUNT = Number(process.argv[2] ?? 40_000);
const RUNS = Number(process.argv[3] ?? 200);
const WARM_UP = 10;
const BUDGET_MS = 2;
const CUSTOMER = { identifier: 'SOPHIEB', password: 'Grossiste59' };
const dir = mkdtempSync(path.join(os.tmpdir(), 'otech-bench-prices-'));
const ms = (n) => `${n.toFixed(2)} ms`;

function percentile(samples, fraction) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}
const p95 = (samples) => percentile(samples, 0.95);

async function answerOf(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), headers: response.headers };
}
const fetchOk = async (url, init) => (await answerOf(url, init)).body;

/** The duration the API reports for its price resolution (`Server-Timing: prices;dur=…`). */
function pricesDuration(headers) {
  const match = /prices;dur=([0-9.]+)/.exec(headers.get('server-timing') ?? '');
  if (!match) throw new Error('GET /prices answered without its Server-Timing duration');
  return Number(match[1]);
}

/** p95 of `request(page)` over RUNS pages after WARM_UP, each page a different one; `before(page)` runs untimed. */
async function timed(request, before = async () => {}) {
  const requests = [];
  const resolutions = [];
  for (let i = 0; i < RUNS + WARM_UP; i += 1) {
    await before();
    const begin = performance.now();
    const resolution = await request((i % 300) + 1);
    if (i < WARM_UP) continue;
    requests.push(performance.now() - begin);
    if (typeof resolution === 'number') resolutions.push(resolution);
  }
  return { request: p95(requests), resolution: resolutions.length > 0 ? p95(resolutions) : undefined, resolutionMedian: resolutions.length > 0 ? percentile(resolutions, 0.5) : undefined };
}

try {
  const products = generateProducts(COUNT, createRng(2026));
  const api = await start({ port: 0, dataDir: path.join(repo, 'data'), dbDir: path.join(dir, 'db'), demo: true, secret: 'bench-secret-bench-secret-bench!' });
  try {
    await upsertProducts(api.db, products);
    const page = (n) => fetchOk(`${api.url}/products?page=${n}&pageSize=12`);
    const visitorBefore = (await timed(page)).request;

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
    const customerPrices = async (n) => pricesDuration((await answerOf(`${api.url}/prices?ids=${idsOf.get(n)}`, { headers: { authorization: `Bearer ${token}` } })).headers);
    const kept = await timed(customerPrices);
    // As after any price write: the version moves (untimed) and the next request reads the terms from the database.
    const moveVersion = async () => {
      await api.db.sql.updateTable('price_terms_version').set((eb) => ({ version: eb('version', '+', 1) })).execute();
      await refreshPriceTerms(api.db);
    };
    const read = await timed(customerPrices, moveVersion);
    const visitorAfter = (await timed(page)).request;

    console.log(`catalogue: ${products.length} products; list: ${rules.length} rules; contract prices: 1000; ${RUNS} pages of 12 (load average ${os.loadavg()[0].toFixed(1)})`);
    console.log(`visitor's page p95: ${ms(visitorBefore)} before the lists, ${ms(visitorAfter)} after`);
    console.log(`customer's prices request p95: ${ms(kept.request)} with the terms in memory, ${ms(read.request)} read from the database`);
    console.log(`price resolution p95: ${ms(kept.resolution)} with the terms in memory, ${ms(read.resolution)} read from the database (${(read.resolution / kept.resolution).toFixed(1)}x)`);
    console.log(`price resolution median: ${ms(kept.resolutionMedian)} with the terms in memory, ${ms(read.resolutionMedian)} read from the database`);
    const holds = kept.resolution <= BUDGET_MS;
    console.log(`budget: ${ms(kept.resolution)} against ${ms(BUDGET_MS)} (${((100 * kept.resolution) / BUDGET_MS).toFixed(0)} % of it): ${holds ? 'holds' : 'over'}`);
    if (!holds) process.exitCode = 1;
  } finally {
    await api.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
