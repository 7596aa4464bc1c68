import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { productSearchText, withPhotoUrls } from '@otech/domain';
import type { PhotoView, Product } from '@otech/domain';
import type { SqlDatabase } from './sql/connect.ts';

/*
 * The shop's product photos (migration 0095): per reference, a front (av) and a back (ar) view,
 * each an HD JPEG and its card thumbnail. Every API process and `otech import images` read and
 * write them here, so a photo uploaded through one process is served by all.
 */

/** Front then back: the order of spec 1 §3's imageHD entries. */
export const PHOTO_VIEWS: readonly PhotoView[] = ['av', 'ar'];
type PhotoFile = 'hd' | 'thumb';

/** A view as stored: the HD JPEG's size is what imageHD announces. */
export interface ProductPhoto {
  hd: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export interface PhotoOfProduct {
  reference: string;
  view: PhotoView;
  photo: ProductPhoto;
}

/** Photos per INSERT: a few hundred kilobytes each, so a statement stays a few megabytes. */
const BATCH = 20;

/** Names the content of both files: the ETag served, and the key of each process's cache of resized variants. */
export function photoTag(photo: Pick<ProductPhoto, 'hd' | 'thumb'>): string {
  return createHash('sha256').update(photo.hd).update(photo.thumb).digest('base64url').slice(0, 22);
}

/** PGlite answers a bytea as a Uint8Array, node-postgres as a Buffer: one shape for the callers. */
const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** Adds or replaces views; inside the caller's transaction when it passes one. */
export async function storePhotos(db: SqlDatabase, photos: readonly PhotoOfProduct[]): Promise<void> {
  for (let start = 0; start < photos.length; start += BATCH) {
    const rows = photos.slice(start, start + BATCH).map(({ reference, view, photo }) => ({ reference, view, hd: photo.hd, thumb: photo.thumb, width: photo.width, height: photo.height, tag: photoTag(photo) }));
    await db
      .insertInto('product_photos')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['reference', 'view']).doUpdateSet({
          hd: (eb) => eb.ref('excluded.hd'),
          thumb: (eb) => eb.ref('excluded.thumb'),
          width: (eb) => eb.ref('excluded.width'),
          height: (eb) => eb.ref('excluded.height'),
          tag: (eb) => eb.ref('excluded.tag'),
        }),
      )
      .execute();
  }
}

/** Removes a stored view; false when there was none. */
export async function removePhoto(db: SqlDatabase, reference: string, view: PhotoView): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('product_photos').where('reference', '=', reference).where('view', '=', view).executeTakeFirst();
  return numDeletedRows > 0n;
}

/** The content tag of a stored view, read without its bytes; undefined when there is none. */
export async function storedPhotoTag(db: SqlDatabase, reference: string, view: PhotoView): Promise<string | undefined> {
  const row = await db.selectFrom('product_photos').select('tag').where('reference', '=', reference).where('view', '=', view).executeTakeFirst();
  return row?.tag;
}

/** One file of a stored view with its tag; undefined when there is none. */
export async function storedPhotoFile(db: SqlDatabase, reference: string, view: PhotoView, file: PhotoFile): Promise<{ bytes: Buffer; tag: string } | undefined> {
  const row = await db
    .selectFrom('product_photos')
    .select([file === 'hd' ? 'hd as bytes' : 'thumb as bytes', 'tag'])
    .where('reference', '=', reference)
    .where('view', '=', view)
    .executeTakeFirst();
  return row === undefined ? undefined : { bytes: asBuffer(row.bytes), tag: row.tag };
}

/** The views a product has, with the HD size of each, front first. */
export async function storedPhotoSizes(db: SqlDatabase, reference: string): Promise<{ view: PhotoView; width: number; height: number }[]> {
  const rows = await db.selectFrom('product_photos').select(['view', 'width', 'height']).where('reference', '=', reference).execute();
  return PHOTO_VIEWS.flatMap((view) => rows.filter((row) => row.view === view));
}

/** Every stored tag of these references (`reference/view` -> tag): what an import compares a file with. */
export async function storedPhotoTags(db: SqlDatabase, references: readonly string[]): Promise<Map<string, string>> {
  if (references.length === 0) return new Map();
  const rows = await db.selectFrom('product_photos').select(['reference', 'view', 'tag']).where(sql<boolean>`reference = any(${[...new Set(references)]}::text[])`).execute();
  return new Map(rows.map((row) => [`${row.reference}/${row.view}`, row.tag]));
}

/**
 * Stores imported photos and gives each product of their references its card images (domain
 * `withPhotoUrls`), inside the caller's transaction; the caller moves the catalogue version on.
 * Answers how many products were given new images.
 */
export async function storePhotosOfProducts(trx: SqlDatabase, photos: readonly PhotoOfProduct[]): Promise<number> {
  if (photos.length === 0) return 0;
  await storePhotos(trx, photos);
  const references = [...new Set(photos.map((photo) => photo.reference))];
  const views = await trx.selectFrom('product_photos').select(['reference', 'view']).where(sql<boolean>`reference = any(${references}::text[])`).execute();
  const products = await trx.selectFrom('products').select(['id', 'reference', 'record']).where(sql<boolean>`reference = any(${references}::text[])`).execute();
  for (const { id, reference, record } of products) {
    const shown = withPhotoUrls(record, new Set(views.filter((row) => row.reference === reference).map((row) => row.view)));
    await trx.updateTable('products').set({ record: JSON.stringify(shown), search_text: productSearchText(reference, shown) }).where('id', '=', id).execute();
  }
  return products.length;
}

/** The imported products with the card images of their stored views and of the photos fetched for them. */
export async function withFetchedPhotos(db: { sql: SqlDatabase }, products: readonly Product[], photos: readonly PhotoOfProduct[]): Promise<Product[]> {
  if (photos.length === 0) return [...products];
  const fetched = new Set(photos.map((photo) => photo.reference));
  const stored = await storedPhotoTags(db.sql, [...fetched]);
  return products.map((product) => {
    const reference = product.reference ?? product.id;
    if (!fetched.has(reference)) return product;
    const views = new Set(PHOTO_VIEWS.filter((view) => stored.has(`${reference}/${view}`) || photos.some((photo) => photo.reference === reference && photo.view === view)));
    return withPhotoUrls(product, views);
  });
}
