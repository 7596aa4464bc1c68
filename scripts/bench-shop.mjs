// `node scripts/bench-shop.mjs [runs=5]`: what a first visitor's browser downloads and runs. Builds the
// shop as `npm start` does (recording which source modules end up in which chunk), serves it, and opens
// `/`, `/catalogue` and a product page in Chromium with empty storage, as a first visit. Counted per
// page: every script the page runs or preloads until the network is idle, with no interaction, in
// gzip -9 bytes against the JavaScript budgets of issue #10 (exits 1 when one is exceeded), the number
// of files, what weighs most above React's own chunk, and whether any carries the administration area,
// the charts, the router or the query cache; then its main-thread work at load with the CPU slowed
// four times (Lighthouse's mobile setting): long tasks, their blocking time (each one's time past
// 50 ms) and the time of all tasks, medians of `runs` first visits. Last, the JSON bytes of one
// catalogue page of 12 products as the API sends it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { buildShop } from './build-shop.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

register();
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.argv[2] ?? 5);
// Inside the repository, as npm start builds it: the server build finds its packages in node_modules.
const distDir = path.join(repo, 'dist/bench-shop');
const dbDir = mkdtempSync(path.join(os.tmpdir(), 'otech-bench-shop-db-'));
/** Each chunk's modules and the length of the code each left in it. */
const renderedByChunk = new Map();

await buildShop(distDir, [
  {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type === 'chunk') renderedByChunk.set(file, Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength]));
      }
    },
  },
]);
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

const gzipBytes = (file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** A package for what comes from node_modules, else the file's path in the repository. */
const sourceName = (id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? path.relative(repo, id.replace(/\?.*$/, ''));

/** The heaviest sources of `files` apart from React's chunk, in KiB of gzip shared out by rendered length. */
function heaviestSources(files, floorFile, count) {
  const shares = new Map();
  for (const file of files.filter((name) => name !== floorFile)) {
    const modules = renderedByChunk.get(file) ?? [];
    const rendered = modules.reduce((sum, [, length]) => sum + length, 0) || 1;
    const gzip = gzipBytes(file) / 1024;
    for (const [id, length] of modules) shares.set(sourceName(id), (shares.get(sourceName(id)) ?? 0) + (gzip * length) / rendered);
  }
  return [...shares].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** What no public page's first load may carry: the administration, the charts, the app's router and query cache. */
const FORBIDDEN = [/\/packages\/shop\/src\/admin\//, /\/packages\/ui\/src\/admin\//, /@visx\//, /\/d3-/, /\/node_modules\/react-router/, /\/node_modules\/@tanstack\//];

const chunkOf = (name) => {
  const found = Object.values(manifest).filter((entry) => entry.name === name);
  if (found.length !== 1) throw new Error(`the build has no ${name} chunk`);
  return found[0].file;
};
const reactFile = chunkOf('react-runtime');

/** Counts long tasks from the page's start (the observer is set before any of its scripts). */
function observeLongTasks() {
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask', buffered: true });
}

/** How long the network must stay quiet, with no new script, for the page to count as idle. */
const QUIET_MS = 1500;

/** One first visit: the scripts fetched until idle, and the main thread's long tasks and task time. */
async function firstVisit(browser, url) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.addInitScript(observeLongTasks);
  const scripts = new Set();
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    scripts.add(pathname.slice(1));
    lastScriptAt = Date.now();
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A script a hydrated island asks for late (a pop-up that opens) counts: wait until none comes.
  while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(250);
  const longTasks = await page.evaluate(() => globalThis.__longTasks);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
  await context.close();
  return {
    scripts: [...scripts].sort(),
    longTasks: longTasks.length,
    blockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    taskMs: taskSeconds * 1000,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { serveShop } = await import('./serve-shop.ts');
const shop = await serveShop({ distDir, dbDir, port: 0, shopPort: 0, demo: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
let failed = false;
try {
  const { products } = await (await fetch(`${shop.url}/api/products?page=1&pageSize=1`)).json();
  /** Each public page and its first-load JavaScript budget in KiB of gzip (issue #10). */
  const pages = [
    ['/', 90],
    ['/catalogue', 120],
    [`/product/${encodeURIComponent(products[0].id)}`, 120],
  ];
  console.log(`First visit in Chromium, until the network is idle (gzip -9; main thread: CPU slowed 4x, median of ${RUNS} visits, load average ${os.loadavg()[0].toFixed(1)})`);
  console.log(`  React floor (react, react-dom) ${kib(gzipBytes(reactFile))} in every page below`);
  for (const [route, budgetKiB] of pages) {
    const visits = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await firstVisit(browser, `${shop.url}${route}`));
    const { scripts } = visits[0];
    const js = scripts.reduce((sum, file) => sum + gzipBytes(file), 0);
    const holds = js / 1024 <= budgetKiB;
    if (!holds) failed = true;
    console.log(`  ${route.padEnd(13)} JS ${kib(js)} in ${scripts.length} files (budget ${budgetKiB} KiB: ${holds ? 'holds' : 'EXCEEDED'})`);
    console.log(
      `    main thread: ${median(visits.map((visit) => visit.longTasks))} long tasks, blocking ${Math.round(median(visits.map((visit) => visit.blockingMs)))} ms,` +
        ` tasks ${Math.round(median(visits.map((visit) => visit.taskMs)))} ms`,
    );
    // FILES=1 lists each file with its gzip bytes and its largest module: what to merge or cut next.
    if (process.env.FILES) {
      for (const file of scripts) {
        const largest = [...(renderedByChunk.get(file) ?? [])].sort((a, b) => b[1] - a[1])[0];
        console.log(`      ${file} ${kib(gzipBytes(file))}${largest ? ` (${sourceName(largest[0])})` : ''}`);
      }
    }
    const heaviest = heaviestSources(scripts, reactFile, Number(process.env.HEAVIEST ?? 8));
    console.log(`    heaviest above the floor: ${heaviest.map(([name, share]) => `${name} ${share.toFixed(1)}`).join(', ')}`);
    const leaked = scripts.flatMap((file) => (renderedByChunk.get(file) ?? []).map(([id]) => id)).filter((id) => FORBIDDEN.some((pattern) => pattern.test(id)));
    if (leaked.length > 0) {
      failed = true;
      console.log(`    carries admin, chart, router or query-cache modules: ${leaked.slice(0, 5).join(', ')}`);
    } else {
      console.log('    no administration area, no charts, no router, no query cache');
    }
  }
  const body = Buffer.from(await (await fetch(`${shop.apiUrl}/products?page=1&pageSize=12`)).arrayBuffer());
  const page = JSON.parse(body.toString('utf8'));
  console.log(
    `Catalogue page of ${page.products.length} products: ${body.length} bytes of JSON, ${gzipSync(body).length} gzip` +
      ` (${Math.round(body.length / page.products.length)} bytes per product)`,
  );
} finally {
  await browser.close();
  await shop.stop();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(`${distDir}-server`, { recursive: true, force: true });
  rmSync(dbDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
