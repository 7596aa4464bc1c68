import type { Product } from '@otech/domain';
import type { Database } from './database.ts';

/** Adds or replaces every product of an import, then writes the catalogue once: all of them, or none on a failed write. */
export async function upsertProducts(db: Database, products: readonly Product[]): Promise<void> {
  const before = products.map((product) => db.products.byId(product.id));
  for (const product of products) db.products.upsert(product);
  try {
    db.catalogue.data.products = db.products.all();
    await db.catalogue.save();
  } catch (error) {
    // The index is put back as it was, so searches never show a catalogue the file does not hold.
    products.forEach((product, i) => {
      const previous = before[i];
      if (previous) db.products.upsert(previous);
      else db.products.remove(product.id);
    });
    db.catalogue.data.products = db.products.all();
    throw error;
  }
}
