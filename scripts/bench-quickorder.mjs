// `node scripts/bench-quickorder.mjs [products] [runs]` (issue 22): the quick order's check of 200
// pasted lines at 40,000 generated products, through the API as the page sends it (POST
// /api/quick-order/check, signed in as the demo customer SOPHIEB, whose price list applies), with
// the budget: 200 lines resolve in under 300 ms (p95). The lines mix references, EANs, unknown
// codes and bad quantities, as a real paste would.
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

const COUNT = Number(process.argv[2] ?? 40_000);
const RUNS = Number(process.argv[3] ?? 40);
const WARM_UP = 5;
const LINES = 200;
const BUDGET_MS = 300;
const CUSTOMER = { identifier: 'SOPHIEB', password: 'Grossiste59' };
const dir = mkdtempSync(path.join(os.tmpdir(), 'otech-bench-quickorder-'));
const ms = (n) => `${n.toFixed(1)} ms`;

function p95(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

async function fetchOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** 200 lines spread over the catalogue: 3 in 5 by reference, 1 in 5 by EAN (or reference when none), then an unknown code and a bad quantity. */
function paste(products, run) {
  const lines = [];
  for (let i = 0; i < LINES; i += 1) {
    const product = products[(run * 7919 + i * 197) % products.length];
    const kind = i % 5;
    if (kind === 3) lines.push(`INCONNU-${run}-${i};2`);
    else if (kind === 4) lines.push(`${product.reference};douze`);
    else if (kind === 2) lines.push(`${product.ean ?? product.reference}\t${1 + (i % 9)}`);
    else lines.push(`${product.reference};${1 + (i % 12)}`);
  }
  return lines.join('\n');
}

try {
  const products = generateProducts(COUNT, createRng(2026));
  const api = await start({ port: 0, dataDir: path.join(repo, 'data'), dbDir: path.join(dir, 'db'), demo: true, secret: 'bench-secret-bench-secret-bench!' });
  try {
    await upsertProducts(api.db, products);
    const { token } = await fetchOk(`${api.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
    const samples = [];
    let checked;
    for (let run = 0; run < RUNS + WARM_UP; run += 1) {
      const body = JSON.stringify({ text: paste(products, run) });
      const begin = performance.now();
      checked = await fetchOk(`${api.url}/quick-order/check`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
      if (run >= WARM_UP) samples.push(performance.now() - begin);
    }
    const figure = p95(samples);
    console.log(`catalogue: ${api.db.products.size} products; ${LINES} pasted lines per check (${checked.validCount} valid, ${checked.refusedCount} refused in the last); ${RUNS} checks (load average ${os.loadavg()[0].toFixed(1)})`);
    console.log(`quick order check p95: ${ms(figure)} (budget ${ms(BUDGET_MS)}): ${figure <= BUDGET_MS ? 'within budget' : 'over budget'}`);
    if (figure > BUDGET_MS) process.exitCode = 1;
  } finally {
    await api.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
