import type { Product, Rayon } from '@otech/domain';
import type { CatalogueData, Database } from './database.ts';

/*
 * The catalogue's writes and its rayons. Product reads go to `db.products`, the in-memory search
 * index every write here keeps in step.
 */

async function saveProducts(db: Database): Promise<void> {
  db.catalogue.data.products = db.products.all();
  await db.catalogue.save();
}

/** Adds a product; false (nothing written) when one of that id exists. */
export async function insertProduct(db: Database, product: Product): Promise<boolean> {
  if (db.products.byId(product.id)) return false;
  db.products.upsert(product);
  await saveProducts(db);
  return true;
}

export async function replaceProduct(db: Database, product: Product): Promise<void> {
  db.products.upsert(product);
  await saveProducts(db);
}

export async function deleteProduct(db: Database, id: string): Promise<boolean> {
  if (!db.products.remove(id)) return false;
  await saveProducts(db);
  return true;
}

/** The rayons shown on the storefront. */
export async function activeRayons(db: Database): Promise<Rayon[]> {
  return db.catalogue.data.rayon_produits.filter((rayon) => rayon.actif !== false);
}

/** The public catalogue collections as json-server's router reads them (read-only, kept in step by the writes above). */
export function catalogueCollections(db: Database): CatalogueData {
  return db.catalogue.data;
}
