// `node scripts/bench-shop.mjs`: what a visitor downloads. Builds the shop once with a plugin that
// records which source modules end up in which chunk, then prints, for the first load of `/`,
// `/catalogue` and a product page, the gzip bytes of JavaScript and CSS (see `firstLoad`) against the
// JavaScript budgets of issue #10 (exits 1 when one is exceeded) beside React's own share, the floor
// no page goes under, and what weighs most
// above that floor (each source module's share of its file's gzip bytes); checks that none
// carries the administration area nor the charts, and prints the JSON bytes of one catalogue page
// of 12 products as the API sends it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { register } from 'tsx/esm/api';

register();
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'otech-bench-shop-'));
const modulesByChunk = new Map();
/** Each chunk's modules and the length of the code each left in it. */
const renderedByChunk = new Map();

await build({
  configFile: path.join(repo, 'vite.config.ts'),
  logLevel: 'error',
  build: { outDir, manifest: true, emptyOutDir: true },
  plugins: [
    {
      name: 'record-chunk-modules',
      generateBundle(_options, bundle) {
        for (const [file, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk') continue;
          modulesByChunk.set(file, chunk.moduleIds);
          renderedByChunk.set(file, Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength]));
        }
      },
    },
  ],
});

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));

/** The files fetched when `keys` load: each one plus its static imports and their CSS. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const gzipBytes = (file) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
/** A package for what comes from node_modules, else the file's path in the repository. */
const sourceName = (id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? path.relative(repo, id.replace(/\?.*$/, ''));

/** The heaviest sources of `files` apart from React's chunk, in KiB of gzip shared out by rendered length. */
function heaviestSources(files, floorFile, count) {
  const kib = new Map();
  for (const file of files.filter((name) => name.endsWith('.js') && name !== floorFile)) {
    const modules = renderedByChunk.get(file) ?? [];
    const rendered = modules.reduce((sum, [, length]) => sum + length, 0) || 1;
    const gzip = gzipBytes(file) / 1024;
    for (const [id, length] of modules) kib.set(sourceName(id), (kib.get(sourceName(id)) ?? 0) + (gzip * length) / rendered);
  }
  return [...kib].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** What no public page's first load may carry: the administration, the charts, the app's router and query cache. */
const FORBIDDEN = [/\/packages\/shop\/src\/admin\//, /\/packages\/ui\/src\/admin\//, /@visx\//, /\/d3-/, /\/node_modules\/react-router/, /\/node_modules\/@tanstack\//];

/** Each public page's screen module and its first-load JavaScript budget in KiB of gzip (issue #10). */
const routes = {
  '/': ['src/features/home/HomeRoute.tsx', 90],
  '/catalogue': ['src/features/catalogue/CatalogueRoute.tsx', 120],
  '/product/{id}': ['src/features/product/ProductRoute.tsx', 120],
};
const ISLAND_FILE = /Island\.tsx$/;
const FRAME_ISLANDS = Object.keys(manifest).filter((key) => key.startsWith('src/app/frame/') && ISLAND_FILE.test(key));

/**
 * The files a page's first load fetches (packages/shop/src/main.tsx): the entry, the islands
 * runtime, the frame's islands and the page's own.
 */
function firstLoad(module) {
  // An island's code is a chunk that its route imports and its own file (which the islands runtime
  // loads) re-exports: both carry the island's name.
  const names = new Set(Object.values(manifest).filter((entry) => closure([module]).includes(entry.file)).map((entry) => entry.name));
  const own = Object.keys(manifest).filter((key) => ISLAND_FILE.test(key) && !FRAME_ISLANDS.includes(key) && names.has(manifest[key].name));
  return closure(['index.html', 'src/app/islands/startIslands.tsx', ...FRAME_ISLANDS, ...own]);
}

let failed = false;
console.log('First load (gzip, level 9)');
// React and react-dom, one chunk (vite.config.ts): no page loads less. The router and the query
// cache are one each, which the app of the private pages loads and no public page's islands.
const chunkOf = (name) => {
  const found = Object.values(manifest).filter((entry) => entry.name === name);
  if (found.length !== 1) throw new Error(`the build has no ${name} chunk`);
  return found[0].file;
};
const reactFile = chunkOf('react-runtime');
const floor = gzipBytes(reactFile) / 1024;
console.log(`  React floor (react, react-dom) ${floor.toFixed(1)} KiB in every page below`);
console.log(
  `  React Router ${(gzipBytes(chunkOf('router')) / 1024).toFixed(1)} KiB and TanStack Query` +
    ` ${(gzipBytes(chunkOf('query-cache')) / 1024).toFixed(1)} KiB in the app of the private pages, on no public page`,
);
for (const [route, [module, budgetKiB]] of Object.entries(routes)) {
  if (!manifest[module]) throw new Error(`${module} is not a chunk of the build`);
  const files = firstLoad(module);
  const js = files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipBytes(file), 0);
  const css = files.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipBytes(file), 0);
  const leaked = files
    .flatMap((file) => modulesByChunk.get(file) ?? [])
    .filter((id) => FORBIDDEN.some((pattern) => pattern.test(id)));
  const holds = js / 1024 <= budgetKiB;
  if (!holds) failed = true;
  console.log(
    `  ${route.padEnd(13)} JS ${(js / 1024).toFixed(1)} KiB (budget ${budgetKiB} KiB: ${holds ? 'holds' : 'EXCEEDED'}),` +
      ` CSS ${(css / 1024).toFixed(1)} KiB in ${files.length} files`,
  );
  const heaviest = heaviestSources(files, reactFile, Number(process.env.HEAVIEST ?? 8));
  console.log(`    heaviest above the floor: ${heaviest.map(([name, kib]) => `${name} ${kib.toFixed(1)}`).join(', ')}`);
  if (leaked.length > 0) {
    failed = true;
    console.log(`    carries admin, chart, router or query-cache modules: ${leaked.slice(0, 5).join(', ')}`);
  } else {
    console.log('    no administration area, no charts, no router, no query cache');
  }
}
rmSync(outDir, { recursive: true, force: true });

const { start } = await import('../packages/api/src/index.ts');
const dbDir = mkdtempSync(path.join(os.tmpdir(), 'otech-bench-db-'));
const api = await start({ port: 0, dbDir, demo: true });
const body = Buffer.from(await (await fetch(`${api.url}/products?page=1&pageSize=12`)).arrayBuffer());
const page = JSON.parse(body.toString('utf8'));
console.log(
  `Catalogue page of ${page.products.length} products: ${body.length} bytes of JSON, ${gzipSync(body).length} gzip` +
    ` (${Math.round(body.length / page.products.length)} bytes per product)`,
);
await api.stop();
rmSync(dbDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
