// `node scripts/bench-lighthouse.mjs`: Lighthouse (mobile, simulated slow 4G and 4x CPU, its
// defaults) on `/`, `/catalogue` and a product page of the built shop served as `npm start` serves
// it, printing the four category scores, LCP, CLS and TBT against the targets of issue #10. Timings
// are noisy on a shared machine: a missed target is printed, never a failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromiumPath } from './chromium.mjs';

register();
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the repository, as npm start builds it: the server build finds its packages in node_modules.
const distDir = path.join(repo, 'dist/bench-lighthouse');
const dbDir = mkdtempSync(path.join(os.tmpdir(), 'otech-bench-lighthouse-db-'));

/** Issue #10's targets: scores at least, metrics at most. */
const SCORE_TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };
const METRIC_TARGETS = [
  ['LCP', 'largest-contentful-paint', 1500, 'ms'],
  ['CLS', 'cumulative-layout-shift', 0.02, ''],
  ['TBT', 'total-blocking-time', undefined, 'ms'],
];

// The browser's files and the server renderer, as `npm start` builds them.
const built = spawnSync(process.execPath, [path.join(repo, 'scripts/build-shop.mjs'), distDir], { stdio: 'inherit' });
if (built.status !== 0) throw new Error('the shop build failed');
const { serveShop } = await import('./serve-shop.ts');
const shop = await serveShop({ distDir, dbDir, port: 0, shopPort: 0, demo: true });
const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });

try {
  const { products } = await (await fetch(`${shop.url}/api/products?page=1&pageSize=1`)).json();
  const pages = ['/', '/catalogue', `/product/${encodeURIComponent(products[0].id)}`];
  for (const page of pages) {
    const result = await lighthouse(`${shop.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { categories, audits } = result.lhr;
    console.log(page);
    const scores = Object.entries(SCORE_TARGETS).map(([key, target]) => {
      const score = categories[key]?.score ?? 0;
      return `${categories[key]?.title ?? key} ${score.toFixed(2)} (≥ ${target.toFixed(2)} ${score >= target ? 'holds' : 'MISSED'})`;
    });
    console.log(`  ${scores.join(', ')}`);
    const metrics = METRIC_TARGETS.map(([label, id, target, unit]) => {
      const value = audits[id]?.numericValue ?? Number.NaN;
      const shown = unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
      if (target === undefined) return `${label} ${shown}`;
      return `${label} ${shown} (≤ ${target}${unit && ` ${unit}`} ${value <= target ? 'holds' : 'MISSED'})`;
    });
    console.log(`  ${metrics.join(', ')}`);
    // What the largest paint is, and whether it is fetched first: what to preload next.
    const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpItem) console.log(`  largest paint: ${lcpItem.nodeLabel ?? ''} <${lcpItem.snippet?.slice(1, 120) ?? ''}`);
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    if (failing.length > 0) console.log(`  failed audits: ${failing.join(', ')}`);
  }
} finally {
  chrome.kill();
  await shop.stop();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(`${distDir}-server`, { recursive: true, force: true });
  rmSync(dbDir, { recursive: true, force: true });
}
