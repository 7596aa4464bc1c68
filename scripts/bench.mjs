// `npm run bench`: every speed and size figure, one benchmark after the other so they never share
// the cores. Figures and ratios only: nothing here is a pass/fail test of speed.
import { spawnSync } from 'node:child_process';

// `npm run bench -- cli` (or api, shop, store, live-import, import-steps, prices, quickorder, lighthouse) runs only the named ones.
const benches = [
  ['api', 'API: catalogue search and cart write next to json-server', 'scripts/bench-api.mjs'],
  ['cli', 'CLI: 40,000-row product import next to csv-parse alone', 'scripts/bench-cli.mjs'],
  ['shop', 'Shop: first-load bytes against their budgets, and one catalogue page', 'scripts/bench-shop.mjs'],
  ['store', 'Store at scale: 10,000 clients, 200,000 orders and invoices, against the issue 12 budgets', 'scripts/bench-store.mjs'],
  ['live-import', "Live import: 40,000 products into the running shop's database while a customer browses, against issue 20's budgets", 'scripts/bench-live-import.mjs'],
  ['import-steps', "Import steps alone: what issue 20's live import cannot skip, each step's CPU against csv-parse alone", 'scripts/bench-import-steps.mjs'],
  ['prices', "Prices: a customer's own prices of a catalogue page (200 rules, 1,000 contract prices), against the 2 ms budget of issue 21", 'scripts/bench-prices.mjs'],
  ['quickorder', 'Quick order: 200 pasted lines checked at 40,000 products, against the issue 22 budget of 300 ms', 'scripts/bench-quickorder.mjs'],
  ['lighthouse', 'Lighthouse: /, /catalogue and a product page against the targets of issue #10', 'scripts/bench-lighthouse.mjs'],
];
const selected = process.argv.slice(2);
const unknown = selected.filter((name) => !benches.some(([key]) => key === name));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')} (choose among ${benches.map(([key]) => key).join(', ')})`);
  process.exit(2);
}
let status = 0;
for (const [key, title, script] of benches) {
  if (selected.length > 0 && !selected.includes(key)) continue;
  console.log(`\n## ${title}\n`);
  const run = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (run.status !== 0) status = run.status ?? 1;
}
process.exit(status);
