// Issue 20's CPU budget (an import of 40,000 products within 1.5x csv-parse alone on the same file)
// against what the steps the import cannot skip cost, each alone (scripts/importSteps.ts): the file
// read and checked, its products' stored rows, their storing in the embedded database (PGlite, in
// this process as in the shop's) and the search index the catalogue pages need. What the live
// import adds beyond them (the CLI, the threads' messages, the shop holding each product) is
// `npm run bench -- live-import`'s figure minus these.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCsvParseAlone } from './csvParseAlone.mjs';

const ROWS = 40_000;
const RUNS = 3;
const CPU_BUDGET = 1.5;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = await mkdtemp(path.join(tmpdir(), 'otech-bench-steps-'));
const CPU_AT_EXIT = 'data:text/javascript,import{writeSync}from"node:fs";process.on("exit",()=>{const u=process.resourceUsage();writeSync(2,"\\ncpu="+(u.userCPUTime+u.systemCPUTime)+"\\n")})';

function node(args) {
  const child = spawnSync(process.execPath, args, { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} failed (${child.status}): ${child.stderr.slice(0, 800)}`);
  return child;
}
/** The least of RUNS runs of `measure`, field by field: each step's cost with the least of the machine's noise. */
function leastOf(measure) {
  const runs = Array.from({ length: RUNS }, measure);
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, Math.min(...runs.map((run) => run[key]))]));
}

try {
  const csv = path.join(work, 'products-40k.csv');
  // The live import bench's file (same generator, same seed).
  node([path.join(repo, 'cli/bin/otech.mjs'), 'generate', 'products', '--count', String(ROWS), '--seed', '40001', '--out', csv]);
  const parseOnly = await writeCsvParseAlone(work, repo);
  const { parseMs } = leastOf(() => ({ parseMs: Number(/cpu=(\d+)/.exec(node(['--import', CPU_AT_EXIT, parseOnly, csv]).stderr)?.[1]) / 1000 }));
  const steps = leastOf(() => JSON.parse(node(['--import', 'tsx', 'scripts/importSteps.ts', csv, path.join(repo, 'data/rayons.json')]).stdout.trim().split('\n').at(-1)));
  if (steps.products !== ROWS) throw new Error(`${steps.products} products planned, not ${ROWS}`);

  const ratio = (ms) => `x${(ms / parseMs).toFixed(2)}`;
  const line = (label, ms) => console.log(`${label.padEnd(62)} ${String(Math.round(ms)).padStart(6)} ms CPU  ${ratio(ms)}`);
  console.log(`Import steps alone: ${ROWS} generated products, least of ${RUNS} runs each (Node ${process.version}, load average ${loadavg()[0].toFixed(1)})`);
  line('csv-parse alone (the yardstick, a process)', parseMs);
  line('1. the file read and checked into stored texts (the plan)', steps.planMs);
  line('2. the products read back from them, and their rows', steps.rowsMs);
  line('3. the rows stored in a fresh PGlite, one transaction (COPY)', steps.storeMs);
  line('4. the catalogue search index built from them', steps.indexMs);
  const total = steps.planMs + steps.rowsMs + steps.storeMs + steps.indexMs;
  line('the four steps alone', total);
  console.log(`the budget x${CPU_BUDGET} is ${Math.round(parseMs * CPU_BUDGET)} ms: the steps alone ${total <= parseMs * CPU_BUDGET ? 'fit in it' : `exceed it by ${Math.round(total - parseMs * CPU_BUDGET)} ms`}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
