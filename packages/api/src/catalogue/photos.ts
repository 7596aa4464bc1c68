import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ProductImageHD } from '@otech/domain';

const IMAGES_URL = '/api/images';
/** Front (AV) then back (AR), the order of spec 1 §3's imageHD entries. */
const VIEWS = [
  { type: 'AV', file: 'av.jpg' },
  { type: 'AR', file: 'ar.jpg' },
] as const;

export interface PhotoEntry {
  imageHD: ProductImageHD[];
  av: string | null;
  ar: string | null;
}

/** A reference is a folder name under images/: anything that could leave that folder has no photos. */
export function isSafeReference(reference: string): boolean {
  return reference !== '' && reference !== '.' && reference !== '..' && !/[\\/\0]/.test(reference);
}

function imageUrl(reference: string, file: string): string {
  return `${IMAGES_URL}/${encodeURIComponent(reference)}/${file}`;
}

/**
 * Thumbnail URLs of a product's card: back image before front, as the cart-enabled catalogue
 * orders them (spec 1 §3 "reversed on load"). Computed once by the seed builder.
 */
export function thumbnailUrls(imagesDir: string, reference: string): string[] {
  if (!isSafeReference(reference)) return [];
  return [...VIEWS]
    .reverse()
    .filter((view) => existsSync(path.join(imagesDir, reference, 'thumb', view.file)))
    .map((view) => imageUrl(reference, `thumb/${view.file}`));
}

const NO_PHOTOS: PhotoEntry = Object.freeze({ imageHD: [], av: null, ar: null });

/** Most references whose photos are remembered: the catalogue's size, so a sweep of it stays cached. */
export const PHOTO_CACHE_MAX = 50_000;

/**
 * The HD photos of spec 1 §7 "images by reference", read from `images/<reference>/{av,ar}.jpg`.
 * Sizes come from the JPEG header (sharp reads no pixels for it) and are cached per reference.
 * Only references of catalogue products are looked up and cached, the least recently asked
 * forgotten past `maxEntries`: made-up references cannot grow the cache or reach the disk.
 */
export class PhotoLibrary {
  private readonly cache = new Map<string, PhotoEntry>();

  constructor(
    private readonly imagesDir: string,
    private readonly isKnown: (reference: string) => boolean,
    private readonly maxEntries: number = PHOTO_CACHE_MAX,
    /** The catalogue's version: when it moves (a photo uploaded from the editor), everything is read again. */
    private readonly version: () => number = () => 0,
  ) {}

  private cachedVersion = 0;

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
    const imageHD: ProductImageHD[] = [];
    if (isSafeReference(reference)) {
      for (const view of VIEWS) {
        const file = path.join(this.imagesDir, reference, view.file);
        if (!existsSync(file)) continue;
        const size = await sharp(file)
          .metadata()
          .then((meta) => (meta.width && meta.height ? `${meta.width}x${meta.height}` : ''))
          .catch(() => null);
        // An unreadable file is not offered: the client would show a broken image.
        if (size !== null) imageHD.push({ type: view.type, url: imageUrl(reference, view.file), size });
      }
    }
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
