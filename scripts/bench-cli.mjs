// `otech import products` on a generated 40,000-row catalogue, next to csv-parse alone reading the
// same file: wall time and peak memory of each, and the ratios. Each side runs in its own Node
// process so that its peak memory (maxRSS) is its own. Figures only; never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROWS = 40_000;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const otech = path.join(repo, 'cli/bin/otech.mjs');
const program = pathToFileURL(path.join(repo, 'cli/src/program.ts')).href;
const work = await mkdtemp(path.join(tmpdir(), 'otech-bench-'));

/** Runs `code` (an ES module) in a fresh Node process that prints `{ ms, maxRssMb, … }` last. */
function measure(label, code) {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (child.status !== 0) throw new Error(`${label} failed (${child.status}): ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

const finish = `console.log(JSON.stringify({ ms: Math.round(performance.now() - t0), maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024), ...extra }));`;

try {
  const csv = path.join(work, 'products-40k.csv');
  const generated = spawnSync(process.execPath, [otech, 'generate', 'products', '--count', String(ROWS), '--seed', '40000', '--out', csv], { encoding: 'utf8' });
  if (generated.status !== 0) throw new Error(`generate failed: ${generated.stderr}`);
  const dataDir = path.join(work, 'data');
  await mkdir(dataDir);
  await copyFile(path.join(repo, 'data/rayons.json'), path.join(dataDir, 'rayons.json'));

  const parseOnly = measure(
    'csv-parse',
    `import { createReadStream } from 'node:fs';
     import { parse } from 'csv-parse';
     const t0 = performance.now();
     let rows = 0;
     for await (const _ of createReadStream(${JSON.stringify(csv)}).pipe(parse({ delimiter: ';', columns: true, bom: true }))) rows += 1;
     const extra = { rows };
     ${finish}`,
  );
  const cli = measure(
    'otech import products',
    `import { register } from 'tsx/esm/api';
     register();
     const { run } = await import(${JSON.stringify(program)});
     const t0 = performance.now();
     let out = '';
     const code = await run(['import', 'products', ${JSON.stringify(csv)}, '--data-dir', ${JSON.stringify(dataDir)}, '--json'], { out: (t) => { out += t; }, err: () => {} });
     const report = JSON.parse(out);
     if (code !== 0 || report.created !== ${ROWS}) throw new Error('import did not create every row: ' + out.slice(0, 500));
     const extra = { rows: report.created };
     ${finish}`,
  );

  const mb = (statSync(csv).size / 1e6).toFixed(1);
  const line = (name, r) => `${name.padEnd(38)} ${String(r.ms).padStart(7)} ms ${String(r.maxRssMb).padStart(6)} MB peak  (${r.rows} rows)`;
  console.log(`CLI import benchmark: ${ROWS} rows, ${mb} MB CSV (Node ${process.version})`);
  console.log(line('csv-parse alone (stream, columns)', parseOnly));
  console.log(line('otech import products (validate+write)', cli));
  console.log(`ratio: time x${(cli.ms / parseOnly.ms).toFixed(1)}, peak memory x${(cli.maxRssMb / parseOnly.maxRssMb).toFixed(1)}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
