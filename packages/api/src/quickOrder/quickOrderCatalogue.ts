import { quickOrderEan } from '@otech/domain';
import type { Product, QuickOrderCatalogue, QuickOrderRow } from '@otech/domain';
import type { Database } from '../db/database.ts';
import { hiddenProductsByEan, hiddenProductsByReference } from '../db/products.ts';

/**
 * The catalogue a quick order is checked against: the served products by reference and EAN (the
 * in-memory index), and the hidden ones the rows name by reference or by EAN, read in a query each,
 * so a withdrawn product is said "hors gamme" rather than unknown.
 */
export async function quickOrderCatalogue(db: Database, rows: readonly QuickOrderRow[]): Promise<QuickOrderCatalogue<Product>> {
  const index = db.products;
  const unserved = rows.flatMap((row) => [row.code, row.code.toUpperCase()]).filter((code) => code !== '' && !index.byReference(code));
  const hidden = await hiddenProductsByReference(db, [...new Set(unserved)]);
  const unservedEans = rows.flatMap((row) => quickOrderEan(row.code) ?? []).filter((ean) => !index.byEan(ean));
  const hiddenByEan = await hiddenProductsByEan(db, [...new Set(unservedEans)]);
  return {
    byReference: (reference) => index.byReference(reference) ?? hidden.get(reference),
    byEan: (ean) => index.byEan(ean) ?? hiddenByEan.get(ean),
  };
}
