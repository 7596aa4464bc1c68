import { setImmediate as nextTurn } from 'node:timers/promises';
import { CompiledQuery, sql } from 'kysely';
import { productSearchText } from '@otech/domain';
import type { Product } from '@otech/domain';
import type { ImportedProductText } from '@otech/domain/catalogue-import';
import type { SqlDatabase } from './sql/connect.ts';
import { onPGlite } from './sql/pgliteDialect.ts';

/** A product as its `products` row: the stored JSON text made once, the search text beside it (migration 0130). */
export interface ProductRow {
  id: string;
  reference: string;
  record: string;
  search_text: string;
}

/** The row of a product stored as `record` (its JSON text) with its search text (an import thread gives both, made from the file's cells). */
export function productRow(product: Product, record = JSON.stringify(product), searchText?: string): ProductRow {
  const reference = product.reference ?? product.id;
  return { id: product.id, reference, record, search_text: searchText ?? productSearchText(reference, product) };
}

/**
 * The row of a new product an import wrote as text, mostly from the file's checked cells with no
 * product object (storedProductJson); its id is its reference (the catalogue's columns have no id, spec 1 §3).
 */
export function importedProductRow(reference: string, { record, searchText }: ImportedProductText): ProductRow {
  return { id: reference, reference, record, search_text: searchText };
}

/** Rows per INSERT through Kysely (a few products: an edit, an order's stock, a small import on PGlite). */
const INSERT_BATCH = 500;
/** Rows per statement on a PostgreSQL server: their records travel as one JSON array of about 5 MB. */
const SERVER_BATCH = 5000;
/**
 * Rows per COPY on PGlite (about 2 MB of JSON): PGlite runs a statement on the API thread without a
 * turn of the event loop, so requests that need no SQL are answered between chunks.
 */
const COPY_CHUNK = 2000;

/** A value as a field of COPY's text format: backslash, tab and line ends escaped. */
function copyField(value: string): string {
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : value;
}

const copyText = (rows: readonly ProductRow[]): string => rows.map((row) => `${copyField(row.id)}\t${copyField(row.reference)}\t${copyField(row.record)}\t${copyField(row.search_text)}\n`).join('');

/**
 * On PGlite: the rows as COPY data, new ones straight into `products`, replaced ones through a
 * temporary table. Each INSERT's 500 rows were bound one parameter at a time, its JSON copied
 * through PGlite's protocol layer: 40,000 products took about 3 s of the API thread; COPY reads one
 * blob per chunk.
 */
async function copyRows(t: SqlDatabase, rows: readonly ProductRow[]): Promise<void> {
  const stored = new Set((await t.selectFrom('products').select('id').where(sql<boolean>`id = any(${rows.map((row) => row.id)}::text[])`).execute()).map((row) => row.id));
  const added = rows.filter((row) => !stored.has(row.id));
  const replaced = rows.filter((row) => stored.has(row.id));
  const copy = (into: string, chunk: readonly ProductRow[]) => t.executeQuery(CompiledQuery.raw(`copy ${into} (id, reference, record, search_text) from '/dev/blob'`, [new Blob([copyText(chunk)])]));
  if (replaced.length > 0) await sql`create temporary table if not exists replaced_products (id text, reference text, record jsonb, search_text text) on commit drop`.execute(t);
  for (let start = 0; start < replaced.length; start += COPY_CHUNK) {
    if (start > 0) await nextTurn();
    await copy('replaced_products', replaced.slice(start, start + COPY_CHUNK));
    await sql`update products set reference = r.reference, record = r.record, search_text = r.search_text from replaced_products r where products.id = r.id`.execute(t);
    await sql`truncate replaced_products`.execute(t);
  }
  // In their order: COPY gives each its `seq`, so their place in the catalogue.
  for (let start = 0; start < added.length; start += COPY_CHUNK) {
    if (start > 0 || replaced.length > 0) await nextTurn();
    await copy('products', added.slice(start, start + COPY_CHUNK));
  }
}

/**
 * On a PostgreSQL server: each batch as three parameters, the ids and references as arrays and the
 * records as one JSON array the server splits, in the rows' order (so their `seq`). Bound one value
 * at a time through Kysely, 40,000 products were 120,000 parameters compiled and encoded by the CLI
 * (0.4 s of its CPU under the profiler, load 13); the server's own work is not the CLI's.
 */
async function insertServerBatches(t: SqlDatabase, rows: readonly ProductRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += SERVER_BATCH) {
    const batch = rows.slice(start, start + SERVER_BATCH);
    const records = `[${batch.map((row) => row.record).join(',')}]`;
    await sql`
      insert into products (id, reference, record, search_text)
      select r.id, r.reference, r.record, r.search_text
      from rows from (unnest(${batch.map((row) => row.id)}::text[]), unnest(${batch.map((row) => row.reference)}::text[]), jsonb_array_elements(${records}::jsonb), unnest(${batch.map((row) => row.search_text)}::text[])) with ordinality as r(id, reference, record, search_text, n)
      order by r.n
      on conflict (id) do update set reference = excluded.reference, record = excluded.record, search_text = excluded.search_text`.execute(t);
  }
}

/**
 * Inserts the rows, or replaces the stored product of the same id (keeping its `seq`), inside the
 * caller's transaction `t`. A reference another product holds fails the statement, so the transaction.
 */
export async function writeProductRows(t: SqlDatabase, rows: readonly ProductRow[]): Promise<void> {
  if (rows.length > INSERT_BATCH) return onPGlite(t) ? copyRows(t, rows) : insertServerBatches(t, rows);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    // On PGlite each statement holds the API thread: requests that need no SQL are answered between them.
    if (start > 0) await nextTurn();
    await t
      .insertInto('products')
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ reference: (eb) => eb.ref('excluded.reference'), record: (eb) => eb.ref('excluded.record'), search_text: (eb) => eb.ref('excluded.search_text') }))
      .execute();
  }
}
