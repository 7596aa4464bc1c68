import { withPhotoUrls } from '@otech/domain';
import type { Product } from '@otech/domain';
import type { Database } from './database.ts';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import { removePhoto, storedPhotoSizes, storePhotos } from './productPhotos.ts';
import type { PhotoView } from '@otech/domain';
import type { ProductPhoto } from './productPhotos.ts';
import { showCatalogueChange, storeProductsWithin } from './products.ts';
import { transaction } from './transaction.ts';

/**
 * Replaces (`photo`) or removes (undefined) one view of a product's photos from the administration,
 * in one transaction with the product's card images, the catalogue version (every API process
 * reads the catalogue again) and the audit entry; answers the product as now served.
 */
export async function changeProductPhoto(db: Database, actor: AuditActor, product: Product, view: PhotoView, photo: ProductPhoto | undefined): Promise<Product> {
  const reference = product.reference ?? product.id;
  const change = await transaction(db, async (t) => {
    if (photo === undefined) {
      // Nothing stored, nothing removed: no audit entry saying otherwise.
      if (!(await removePhoto(t.sql, reference, view))) return undefined;
    } else await storePhotos(t.sql, [{ reference, view, photo }]);
    const views = new Set((await storedPhotoSizes(t.sql, reference)).map((stored) => stored.view));
    const after = photo === undefined ? null : { vue: view, taille: `${photo.width}x${photo.height}` };
    await appendAudit(t, actor, { kind: 'product', recordId: product.id, action: photo === undefined ? `photo ${view} retirée` : `photo ${view}`, before: null, after });
    return storeProductsWithin(t, [withPhotoUrls(product, views)]);
  });
  if (change === undefined) return product;
  await showCatalogueChange(db, change);
  return change.products[0] ?? product;
}
