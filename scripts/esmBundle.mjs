// TypeScript sources compiled once into one cached ES module bundle and reused until a source
// changes: compiling them at every start (tsx) cost about a second per CLI command, and 0.1-0.6 s of
// CPU per worker thread of the shop (issue 20's live import). Bundles live in node_modules/.cache
// (nothing to commit, no build step after `npm ci`); one is rebuilt when any file it was built from,
// this file, its caller's list or package-lock.json differs in size or mtime. Used by the CLI
// (cli/bin/build.mjs) and by the API's worker threads (packages/api/src/threads/typeScriptWorker.ts).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Build folders older than this are removed; a process may still be loading chunks of a recent one. */
const STALE_MS = 60 * 60 * 1000;

/**
 * Native modules and the API server's own stack stay imports, and so does the SQL stack (PGlite
 * loads its WebAssembly from beside its module); every other dependency is bundled: loading a few
 * files instead of a few hundred is what keeps a start fast on a busy disk.
 */
const EXTERNAL = ['sharp', 'json-server', 'pdfkit', 'express', 'express-rate-limit', 'jose', 'kysely', '@electric-sql/pglite', 'pg'];
/** CommonJS dependencies inside an ES module bundle still call require() and read __filename. */
const REQUIRE_SHIM = [
  "import { createRequire as otechCreateRequire } from 'node:module';",
  "import { fileURLToPath as otechFileURLToPath } from 'node:url';",
  'const require = otechCreateRequire(import.meta.url);',
  'const __filename = otechFileURLToPath(import.meta.url);',
  "const __dirname = __filename.slice(0, __filename.lastIndexOf('/'));",
].join(' ');

function stampOf(file) {
  try {
    const stat = statSync(path.join(REPO, file));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

function readManifest(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const isCurrent = (manifest) => manifest !== undefined && Object.entries(manifest.inputs).every(([file, stamp]) => stampOf(file) === stamp);

async function rebuild(entry, cache, manifestFile, also) {
  const { build } = await import('esbuild');
  mkdirSync(cache, { recursive: true });
  const name = `build-${Date.now()}-${process.pid}`;
  const result = await build({
    absWorkingDir: REPO,
    entryPoints: { main: entry },
    outdir: path.join(cache, name),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    metafile: true,
    logLevel: 'silent',
    external: EXTERNAL,
    banner: { js: REQUIRE_SHIM },
  });
  const inputs = {};
  for (const file of [...Object.keys(result.metafile.inputs), 'scripts/esmBundle.mjs', ...also, 'package-lock.json']) inputs[file] = stampOf(file);
  const manifest = { main: `${name}/main.mjs`, inputs };
  const temporary = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest));
  renameSync(temporary, manifestFile);
  for (const folder of readdirSync(cache)) {
    const at = path.join(cache, folder);
    if (folder.startsWith('build-') && folder !== name && Date.now() - statSync(at).mtimeMs > STALE_MS) rmSync(at, { recursive: true, force: true });
  }
  return manifest;
}

/**
 * Imports `entry` (a TypeScript file, relative to the repository) from its cached bundle, rebuilt
 * first if a source changed; `cacheName` names its folder, `also` the repository's files whose
 * change must rebuild it too. Through tsx from the sources when esbuild is missing or the cache is
 * not writable.
 */
export async function importBundled(entry, cacheName, also = []) {
  const cache = path.join(REPO, 'node_modules/.cache', cacheName);
  const manifestFile = path.join(cache, 'manifest.json');
  let manifest = readManifest(manifestFile);
  try {
    if (!isCurrent(manifest)) manifest = await rebuild(entry, cache, manifestFile, also);
  } catch {
    const { register } = await import('tsx/esm/api');
    register();
    return import(pathToFileURL(path.join(REPO, entry)).href);
  }
  return import(pathToFileURL(path.join(cache, manifest.main)).href);
}
