// `otech import products` on a generated 40,000-row catalogue next to a process that only parses the
// same file with csv-parse: both measured as whole processes (start, module loading and exit
// included), wall time from outside and peak memory (maxRSS) reported by the process itself.
// Budget (issue 11): the import at most 1.5x the parse-only process, and 250 MB peak. CPU time is
// printed too: on a shared machine wall time also measures the neighbours.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCsvParseAlone } from './csvParseAlone.mjs';

const ROWS = 40_000;
const RUNS = 3;
const TIME_BUDGET = 1.5;
const MEMORY_BUDGET_MB = 250;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const otech = path.join(repo, 'cli/bin/otech.mjs');
const work = await mkdtemp(path.join(tmpdir(), 'otech-bench-'));
// Loaded before the measured program: prints the process's own peak memory on standard error as it exits.
const PEAK = 'data:text/javascript,import{writeSync}from"node:fs";process.on("exit",()=>{const u=process.resourceUsage();writeSync(2,"\\nmaxRSS="+u.maxRSS+" cpu="+(u.userCPUTime+u.systemCPUTime)+"\\n")})';

/** Best wall time of RUNS runs of `node args…`, and the peak memory of that run. */
function measure(label, args, check) {
  let best;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const child = spawnSync(process.execPath, ['--import', PEAK, ...args], { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 26 });
    const ms = Math.round(performance.now() - start);
    const [, rss, cpu] = /maxRSS=(\d+) cpu=(\d+)/.exec(child.stderr) ?? [];
    if (rss === undefined || !check(child)) throw new Error(`${label} failed (${child.status}): ${child.stderr.slice(0, 500)} ${child.stdout.slice(0, 500)}`);
    const result = { ms, cpuMs: Math.round(Number(cpu) / 1000), maxRssMb: Math.round(Number(rss) / 1024) };
    if (best === undefined || result.ms < best.ms) best = result;
  }
  return best;
}

try {
  const csv = path.join(work, 'products-40k.csv');
  const generated = spawnSync(process.execPath, [otech, 'generate', 'products', '--count', String(ROWS), '--seed', '40000', '--out', csv], { encoding: 'utf8' });
  if (generated.status !== 0) throw new Error(`generate failed: ${generated.stderr}`);
  const dataDir = path.join(work, 'data');
  await mkdir(dataDir);
  await copyFile(path.join(repo, 'data/rayons.json'), path.join(dataDir, 'rayons.json'));
  const parseOnly = await writeCsvParseAlone(work, repo);

  const parsed = measure('csv-parse alone', [parseOnly, csv], (child) => child.stdout.trim() === String(ROWS));
  const help = measure('otech --help', [otech, '--help'], (child) => child.status === 0);
  const imported = measure('otech import products', [otech, 'import', 'products', csv, '--data-dir', dataDir, '--into-seed', '--json'], (child) => {
    const created = child.status === 0 && JSON.parse(child.stdout).created + JSON.parse(child.stdout).skipped === ROWS;
    // Every run imports into the same empty catalogue.
    rmSync(path.join(dataDir, 'products.csv'), { force: true });
    return created;
  });

  const mb = (statSync(csv).size / 1e6).toFixed(1);
  const line = (name, r) => `${name.padEnd(44)} ${String(r.ms).padStart(7)} ms ${String(r.cpuMs).padStart(7)} ms CPU ${String(r.maxRssMb).padStart(6)} MB peak`;
  const ratio = imported.ms / parsed.ms;
  const cpuRatio = imported.cpuMs / parsed.cpuMs;
  const verdict = (holds) => (holds ? 'holds' : 'FAILS');
  console.log(`CLI import benchmark: ${ROWS} rows, ${mb} MB CSV, whole processes, best of ${RUNS} (Node ${process.version})`);
  console.log(line('node: csv-parse alone (stream, columns)', parsed));
  console.log(line('otech import products (validate + write)', imported));
  console.log(line('otech --help', help));
  // CPU time is what the import costs; wall time on a shared machine also measures the neighbours.
  console.log(`CPU time ratio: x${cpuRatio.toFixed(2)} (budget x${TIME_BUDGET}: ${verdict(cpuRatio <= TIME_BUDGET)})`);
  console.log(`ratio: time x${ratio.toFixed(2)} (budget x${TIME_BUDGET}: ${verdict(ratio <= TIME_BUDGET)}), peak memory ${imported.maxRssMb} MB (budget ${MEMORY_BUDGET_MB} MB: ${verdict(imported.maxRssMb <= MEMORY_BUDGET_MB)})`);
} finally {
  await rm(work, { recursive: true, force: true });
}
