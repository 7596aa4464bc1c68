import { existsSync } from 'node:fs';
import path from 'node:path';
import { productPhotoUrl } from '@otech/domain';
import type { ProductImageHD } from '@otech/domain';
import { PHOTO_VIEWS, storedPhotoSizes } from '../db/productPhotos.ts';
import type { PhotoView } from '@otech/domain';
import type { SqlDatabase } from '../db/sql/connect.ts';

export interface PhotoEntry {
  imageHD: ProductImageHD[];
  av: string | null;
  ar: string | null;
}

/** A reference is a folder name under data/images/: anything that could leave that folder has no photos there. */
function isSafeReference(reference: string): boolean {
  return reference !== '' && reference !== '.' && reference !== '..' && !/[\\/\0]/.test(reference);
}

/** The views of a reference found in the seed's `images/<reference>/{av,ar}.jpg` (read by the seed builder only). */
export function seedPhotoViews(imagesDir: string, reference: string): Set<PhotoView> {
  if (!isSafeReference(reference)) return new Set();
  return new Set(PHOTO_VIEWS.filter((view) => existsSync(path.join(imagesDir, reference, `${view}.jpg`))));
}

const NO_PHOTOS: PhotoEntry = Object.freeze({ imageHD: [], av: null, ar: null });

/** Most references whose photos are remembered: the catalogue's size, so a sweep of it stays cached. */
export const PHOTO_CACHE_MAX = 50_000;

/**
 * The HD photos of spec 1 §7 "images by reference", with their sizes, read from the photo store
 * (db/productPhotos.ts) and cached per reference. Only references of catalogue products are looked
 * up and cached, the least recently asked forgotten past `maxEntries`: made-up references cannot
 * grow the cache or reach the database.
 */
export class PhotoLibrary {
  private readonly cache = new Map<string, PhotoEntry>();

  constructor(
    private readonly db: SqlDatabase,
    private readonly isKnown: (reference: string) => boolean,
    private readonly maxEntries: number = PHOTO_CACHE_MAX,
    /** The catalogue's version: every photo write moves it (here or in another process), and everything is read again. */
    private readonly version: () => number | string = () => 0,
  ) {}

  private cachedVersion: number | string = 0;

  get cachedCount(): number {
    return this.cache.size;
  }

  async entry(reference: string): Promise<PhotoEntry> {
    if (!this.isKnown(reference)) return NO_PHOTOS;
    if (this.version() !== this.cachedVersion) {
      this.cache.clear();
      this.cachedVersion = this.version();
    }
    const cached = this.cache.get(reference);
    if (cached) {
      this.cache.delete(reference);
      this.cache.set(reference, cached);
      return cached;
    }
    const imageHD: ProductImageHD[] = (await storedPhotoSizes(this.db, reference)).map(({ view, width, height }) => ({
      type: view === 'av' ? 'AV' : 'AR',
      url: productPhotoUrl(reference, view, 'hd'),
      size: `${width}x${height}`,
    }));
    const entry: PhotoEntry = {
      imageHD,
      av: imageHD.find((image) => image.type === 'AV')?.url ?? null,
      ar: imageHD.find((image) => image.type === 'AR')?.url ?? null,
    };
    this.cache.set(reference, entry);
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
    return entry;
  }
}
