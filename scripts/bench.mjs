// `npm run bench`: every speed and size figure, one benchmark after the other so they never share
// the cores. Figures and ratios only: nothing here is a pass/fail test of speed.
import { spawnSync } from 'node:child_process';

const benches = [
  ['API: catalogue search and cart write next to json-server', 'scripts/bench-api.mjs'],
  ['CLI: 40,000-row product import next to csv-parse alone', 'scripts/bench-cli.mjs'],
  ['Shop: first-load bytes and one catalogue page', 'scripts/bench-shop.mjs'],
];
let status = 0;
for (const [title, script] of benches) {
  console.log(`\n## ${title}\n`);
  const run = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (run.status !== 0) status = run.status ?? 1;
}
process.exit(status);
