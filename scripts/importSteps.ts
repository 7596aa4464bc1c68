// Run by scripts/bench-import-steps.mjs: the steps a live import of products cannot skip, each alone
// in this process, in CPU time (all of its threads: PGlite runs on this one, the index on a worker):
// the file read and checked into its products' stored text, the products read back with their rows,
// those rows stored in a fresh embedded database in one transaction, and the catalogue's search index
// built from them. Prints one JSON line.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product, Rayon } from '@otech/domain';
import { buildProductIndex, stopIndexBuilder } from '../packages/api/src/catalogue/indexOffThread.ts';
import { planCatalogueUpload } from '../packages/api/src/catalogue/uploadPlan.ts';
import { productRow, writeProductRows } from '../packages/api/src/db/productRows.ts';
import { migrateToLatest, openSql } from '../packages/api/src/db/sql/connect.ts';

const [csvFile, rayonsFile] = process.argv.slice(2);
if (!csvFile || !rayonsFile) throw new Error('usage: importSteps.ts <products.csv> <rayons.json>');

/** The CPU time (ms, the whole process) `step` took. */
async function cpuOf<T>(step: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const before = process.cpuUsage();
  const value = await step();
  const used = process.cpuUsage(before);
  return { value, ms: (used.user + used.system) / 1000 };
}

const rayons = JSON.parse(await readFile(rayonsFile, 'utf8')) as Rayon[];
const bytes = new Uint8Array(await readFile(csvFile));
const planned = await cpuOf(() => planCatalogueUpload({ file: csvFile, bytes, mapping: {}, rayons, keepProducts: true, language: 'en' }, async () => new Map()));
if (!planned.value.writable) throw new Error(`the file is refused: ${JSON.stringify(planned.value.result.rejections.slice(0, 3))}`);
// The plan gives each product's stored text (its JSON and search text); the shop's API thread reads
// the product back from it and stores the text as sent (db/products.ts, productOfStoredJson).
const read = await cpuOf(() =>
  planned.value.products.map(([, { record, searchText }]) => {
    const product = JSON.parse(record) as Product;
    return { product, row: productRow(product, record, searchText) };
  }),
);
const products = read.value.map(({ product }) => product);
const rows = { value: read.value.map(({ row }) => row), ms: read.ms };

// A folder, as the shop's: PGlite in memory grows its files by copying them, several times slower.
const folder = await mkdtemp(path.join(tmpdir(), 'otech-import-steps-'));
const db = await openSql({ dir: folder });
await migrateToLatest(db);
const stored = await cpuOf(() => db.transaction().execute((t) => writeProductRows(t, rows.value)));
await db.destroy();
await rm(folder, { recursive: true, force: true });

// The index thread started (its modules loaded) on a first small catalogue, as a running shop has it.
await buildProductIndex(products.slice(0, 1000));
const indexed = await cpuOf(() => buildProductIndex(products));
await stopIndexBuilder();

console.log(JSON.stringify({ products: products.length, planMs: planned.ms, rowsMs: rows.ms, storeMs: stored.ms, indexMs: indexed.ms }));
