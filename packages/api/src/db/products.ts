import { storePhotos } from './productPhotos.ts';
import type { PhotoOfProduct } from './productPhotos.ts';
import { sql } from 'kysely';
import type { Product, Rayon } from '@otech/domain';
import { buildProductIndex, INDEX_OFF_THREAD_FROM, writtenProductIndex } from '../catalogue/indexOffThread.ts';
import type { CatalogueData, Database, LoadedCatalogue } from './database.ts';
import type { SqlDatabase } from './sql/connect.ts';
import { transaction } from './transaction.ts';
import { productRow, writeProductRows } from './productRows.ts';
import type { ProductRow } from './productRows.ts';

/*
 * The catalogue (tables `products`, `rayons`, `catalogue_version`). Reads go to the memory the
 * database keeps (`db.products`, the search index); every write here goes to SQL in one
 * transaction that moves the catalogue version on, then to that memory, so this process serves it
 * at once and another one sees the version move (`refreshCatalogue`) and reads the catalogue again.
 */

/**
 * The JSON text and search text each product read by `productOfStoredJson` was read from, until its
 * first write: an import thread sends its products as the text to store (written from the file's
 * checked cells, catalogueImport/storedProductJson.ts), which is stored as sent rather than made
 * again from the object on the API thread. Taken once, so a product changed after it is never
 * stored from stale text.
 */
const storedTextOf = new WeakMap<Product, { record: string; searchText: string }>();

/** The product of a stored record's JSON text (an import thread's), its first write storing that very text and search text. */
export function productOfStoredJson(record: string, searchText: string): Product {
  const product = JSON.parse(record) as Product;
  storedTextOf.set(product, { record, searchText });
  return product;
}

function storedRow(product: Product): ProductRow {
  const text = storedTextOf.get(product);
  if (text === undefined) return productRow(product);
  storedTextOf.delete(product);
  return productRow(product, text.record, text.searchText);
}

async function storedVersion(db: SqlDatabase): Promise<string> {
  const row = await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow();
  return String(row.version);
}

/** Moves the catalogue version on, inside the write's transaction; answers the new one. */
async function nextVersion(t: Database): Promise<string> {
  const row = await t.sql
    .updateTable('catalogue_version')
    .set({ version: sql`version + 1` })
    .returning('version')
    .executeTakeFirstOrThrow();
  return String(row.version);
}

/** Reads the whole catalogue, in its order, with the version it is at (one transaction, so both agree). */
export function loadCatalogue(db: SqlDatabase): Promise<{ version: string; products: Product[]; rayons: Rayon[] }> {
  return db.transaction().execute(async (trx) => {
    const version = await storedVersion(trx);
    const products = await trx.selectFrom('products').select('record').orderBy('seq').execute();
    const rayons = await trx.selectFrom('rayons').select('record').orderBy('position').execute();
    // A hidden product (inactive in an import, issue 20) stays in the database, out of what is served.
    return { version, products: products.map((row) => row.record).filter((product) => !product.hidden), rayons: rayons.map((row) => row.record) };
  });
}

/** Reads the whole catalogue and indexes it (off the API thread when it is large). */
export async function loadIndexedCatalogue(db: SqlDatabase): Promise<LoadedCatalogue> {
  const { version, products, rayons } = await loadCatalogue(db);
  return { version, index: await buildProductIndex(products), rayons };
}

/** Reads the catalogue again when another process has changed it since this one read or wrote it. */
export function refreshCatalogue(db: Database): Promise<boolean> {
  return db.catalogue.change(async () => {
    if ((await storedVersion(db.sql)) === db.catalogue.version) return false;
    db.catalogue.replace(await loadIndexedCatalogue(db.sql));
    return true;
  });
}

/** Writes in one transaction, then applies the change to the memory once it is committed, after the changes asked before. */
async function writeCatalogue<T>(db: Database, write: (t: Database) => Promise<T | false>, apply: (value: T) => unknown): Promise<T | false> {
  const written = await transaction(db, async (t) => {
    const value = await write(t);
    return value === false ? false : { value, version: await nextVersion(t) };
  });
  if (written === false) return false;
  await db.catalogue.change(async () => {
    await apply(written.value);
    db.catalogue.written(written.version);
  });
  return written.value;
}

/** Products changed inside a caller's transaction (an order's stock), and the catalogue version they moved it to. */
export interface CatalogueChange {
  products: Product[];
  version: string;
}

/**
 * Stores products changed inside the caller's transaction `t` and moves the catalogue version on;
 * once the caller's transaction is committed, `showCatalogueChange` puts them in this process's memory.
 */
export async function storeProductsWithin(t: Database, products: readonly Product[]): Promise<CatalogueChange> {
  for (const product of products) {
    const { record, search_text } = productRow(product);
    await t.sql.updateTable('products').set({ record, search_text }).where('id', '=', product.id).execute();
  }
  return { products: [...products], version: await nextVersion(t) };
}

/** Puts committed changes of `storeProductsWithin` in this process's catalogue memory. */
export async function showCatalogueChange(db: Database, change: CatalogueChange): Promise<void> {
  await db.catalogue.change(() => {
    db.products.upsertMany(change.products);
    db.catalogue.written(change.version);
  });
}

/** What else a write does inside its transaction: the audit entry of a staff change. */
type AlsoWithin = (t: Database) => Promise<void>;
const nothingMore: AlsoWithin = async () => {};

/** Adds a product, and does `also` in the same transaction; false (nothing written) when one of that id or reference exists. */
export async function insertProduct(db: Database, product: Product, also: AlsoWithin = nothingMore): Promise<boolean> {
  const written = await writeCatalogue(
    db,
    async (t) => {
      const inserted = await t.sql.insertInto('products').values(storedRow(product)).onConflict((conflict) => conflict.doNothing()).returning('id').executeTakeFirst();
      if (!inserted) return false;
      await also(t);
      return true;
    },
    () => db.products.upsert(product),
  );
  return written !== false;
}

/** Stores the product under its id, in its place in the catalogue's order (a new one at the end), with `also` in the same transaction; false when another product holds its reference. */
export async function replaceProduct(db: Database, product: Product, also: AlsoWithin = nothingMore): Promise<boolean> {
  const holder = db.products.byReference(product.reference ?? product.id);
  if (holder && holder.id !== product.id) return false;
  await upsertProducts(db, [product], [], also);
  return true;
}

export async function deleteProduct(db: Database, id: string, also: AlsoWithin = nothingMore): Promise<boolean> {
  const written = await writeCatalogue(
    db,
    async (t) => {
      if (!(await t.sql.deleteFrom('products').where('id', '=', id).returning('id').executeTakeFirst())) return false;
      await also(t);
      return true;
    },
    () => db.products.remove(id),
  );
  return written !== false;
}

/**
 * Adds or replaces every product of an import in one transaction: all of them, or none when a
 * statement fails (the memory is changed only once it is committed). A replaced product keeps its
 * `seq`, so its place in the catalogue's order, here and in the index (ProductIndex.upsert): an
 * edited product stays on the page it was edited from, and a process reading the catalogue again
 * (ordered by `seq`) sees the order this one serves.
 */
export async function upsertProducts(db: Database, products: readonly Product[], photos: readonly PhotoOfProduct[] = [], also: AlsoWithin = nothingMore): Promise<void> {
  await writeCatalogue(
    db,
    async (t) => {
      await also(t);
      await writeProductRows(t.sql, products.map(storedRow));
      // Photos fetched from an import's image addresses: in the same transaction as their products.
      await storePhotos(t.sql, photos);
      return true;
    },
    async () => {
      // A hidden product leaves what is served (listed, sold, in the sitemap); the database keeps it.
      const served = products.filter((product) => !product.hidden);
      const hidden = products.filter((product) => product.hidden);
      // Many products: indexed off the API thread, where upsertMany's list edits took 1-3 s of it at 40,000.
      if (products.length < INDEX_OFF_THREAD_FROM) {
        db.products.upsertMany(served);
        for (const product of hidden) db.products.remove(product.id);
      } else {
        const gone = new Set(hidden.map((product) => product.id));
        db.catalogue.index = await writtenProductIndex(db.products, served, gone);
      }
    },
  );
}

/** The hidden products (out of the served catalogue) among `references`, by reference: an import compares with them too. */
export async function hiddenProductsByReference(db: Database, references: readonly string[]): Promise<Map<string, Product>> {
  if (references.length === 0) return new Map();
  const rows = await db.sql.selectFrom('products').select('record').where('reference', 'in', references).execute();
  return new Map(rows.filter((row) => row.record.hidden).map((row) => [row.record.reference ?? row.record.id, row.record]));
}

/** The hidden products among `eans` (the served ones are in the index), by EAN: a withdrawn product typed by its EAN. */
export async function hiddenProductsByEan(db: Database, eans: readonly string[]): Promise<Map<string, Product>> {
  if (eans.length === 0) return new Map();
  const rows = await db.sql.selectFrom('products').select('record').where(sql<string>`record->>'ean'`, 'in', eans).execute();
  return new Map(rows.filter((row) => row.record.hidden && row.record.ean !== undefined).map((row) => [row.record.ean as string, row.record]));
}

/** One archived product by its id, or undefined when there is none of that id or it is in the catalogue. */
export async function archivedProduct(db: Database, id: string): Promise<Product | undefined> {
  const row = await db.sql.selectFrom('products').select('record').where('id', '=', id).executeTakeFirst();
  return row?.record.hidden === true ? row.record : undefined;
}

/** The rayons shown on the storefront. */
export async function activeRayons(db: Database): Promise<Rayon[]> {
  return db.catalogue.collections.rayon_produits.filter((rayon) => rayon.actif !== false);
}

/** The catalogue's version as this process serves it: it moves with every write, this process's or another's. */
export function catalogueVersion(db: Database): string {
  return db.catalogue.version;
}

/** The public catalogue collections as json-server's router reads them (read-only, kept in step by the writes above). */
export function catalogueCollections(db: Database): CatalogueData {
  return db.catalogue.collections;
}
