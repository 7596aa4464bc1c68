// The CLI's TypeScript sources, compiled once into one cached ES module bundle and reused until a
// source changes: compiling them at every start (tsx) cost about a second per command. The bundle
// lives in node_modules/.cache (nothing to commit, no build step after `npm ci`); it is rebuilt
// when any file it was built from, this file or package-lock.json differs in size or mtime.
// Tests never use it: vitest imports cli/src directly.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = 'cli/src/program.ts';
const CACHE = path.join(REPO, 'node_modules/.cache/otech-cli');
const MANIFEST = path.join(CACHE, 'manifest.json');
/** Build folders older than this are removed; a process may still be loading chunks of a recent one. */
const STALE_MS = 60 * 60 * 1000;

function stampOf(file) {
  try {
    const stat = statSync(path.join(REPO, file));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(MANIFEST, 'utf8'));
  } catch {
    return undefined;
  }
}

function isCurrent(manifest) {
  return manifest !== undefined && Object.entries(manifest.inputs).every(([file, stamp]) => stampOf(file) === stamp);
}

/**
 * Dependencies are bundled too: loading a few files instead of a few hundred is what keeps the start
 * fast on a busy disk. Native modules and the API server's own stack (only `seed build` reaches it)
 * stay imports, and so does the SQL stack (PGlite loads its WebAssembly from beside its module).
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

async function rebuild() {
  const { build } = await import('esbuild');
  mkdirSync(CACHE, { recursive: true });
  const name = `build-${Date.now()}-${process.pid}`;
  const result = await build({
    absWorkingDir: REPO,
    entryPoints: { program: ENTRY },
    outdir: path.join(CACHE, name),
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
  for (const file of [...Object.keys(result.metafile.inputs), 'cli/bin/build.mjs', 'package-lock.json']) inputs[file] = stampOf(file);
  const manifest = { program: `${name}/program.mjs`, inputs };
  const temporary = `${MANIFEST}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest));
  renameSync(temporary, MANIFEST);
  for (const entry of readdirSync(CACHE)) {
    const folder = path.join(CACHE, entry);
    if (entry.startsWith('build-') && entry !== name && Date.now() - statSync(folder).mtimeMs > STALE_MS) rmSync(folder, { recursive: true, force: true });
  }
  return manifest;
}

/** The program module: the cached bundle, rebuilt first if a source changed; the sources through tsx if esbuild is missing or the cache is not writable. */
export async function loadProgram() {
  let manifest = readManifest();
  try {
    if (!isCurrent(manifest)) manifest = await rebuild();
  } catch {
    const { register } = await import('tsx/esm/api');
    register();
    return import(pathToFileURL(path.join(REPO, ENTRY)).href);
  }
  return import(pathToFileURL(path.join(CACHE, manifest.program)).href);
}
