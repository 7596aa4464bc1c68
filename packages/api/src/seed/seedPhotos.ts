import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { photoDimensions, thumbnail } from '../catalogue/photoEncoding.ts';
import { seedPhotoViews } from '../catalogue/photos.ts';
import { PHOTO_VIEWS, storePhotosOfProducts } from '../db/productPhotos.ts';
import type { PhotoOfProduct } from '../db/productPhotos.ts';
import type { SqlDatabase } from '../db/sql/connect.ts';
import { SEED_FILES } from './sources.ts';
import type { SeedProblem } from './sources.ts';

/*
 * The seed's photos, `data/images/<reference>/{av,ar}.jpg` and their `thumb/`, go into the shop's
 * photo store (db/productPhotos.ts) with the seed: after that, the running shop reads and writes
 * them there only, and data/ stays the committed seed.
 */

/** The photos of these references found in `data/images/`; an unreadable HD file is left out and reported. */
export async function readSeedPhotos(dataDir: string, references: Iterable<string>, problems: SeedProblem[] = []): Promise<PhotoOfProduct[]> {
  const imagesDir = path.join(dataDir, SEED_FILES.images);
  const photos: PhotoOfProduct[] = [];
  for (const reference of references) {
    for (const view of PHOTO_VIEWS) {
      if (!seedPhotoViews(imagesDir, reference).has(view)) continue;
      const file = path.join(SEED_FILES.images, reference, `${view}.jpg`);
      const hd = await readFile(path.join(dataDir, file));
      const size = await photoDimensions(hd);
      if (size === undefined) {
        problems.push({ file, message: 'not a readable JPEG: photo left out' });
        continue;
      }
      const thumbFile = path.join(imagesDir, reference, 'thumb', `${view}.jpg`);
      const thumb = existsSync(thumbFile) ? await readFile(thumbFile) : await thumbnail(hd);
      photos.push({ reference, view, photo: { hd, thumb, ...size } });
    }
  }
  return photos;
}

/**
 * A database seeded before the photo store (migration 0095 leaves `seed_photos_pending`): the
 * photos of its products are copied from `data/images/` once, in one transaction, and the
 * catalogue version moves on. Nothing to do afterwards, or on a database seeded since.
 */
export async function copyPendingSeedPhotos(db: SqlDatabase, dataDir: string): Promise<void> {
  if ((await db.selectFrom('seed_photos_pending').select('one').executeTakeFirst()) === undefined) return;
  const references = (await db.selectFrom('products').select('reference').execute()).map((row) => row.reference);
  const photos = await readSeedPhotos(dataDir, references);
  await db.transaction().execute(async (trx) => {
    await storePhotosOfProducts(trx, photos);
    await trx.deleteFrom('seed_photos_pending').execute();
    await trx.updateTable('catalogue_version').set({ version: sql`version + 1` }).execute();
  });
}
