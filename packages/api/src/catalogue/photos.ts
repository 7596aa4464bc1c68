import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ProductImageHD } from '@otech/domain';

export const IMAGES_URL = '/api/images';
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

export function imageUrl(reference: string, file: string): string {
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

/**
 * The HD photos of spec 1 §7 "images by reference", read from `images/<reference>/{av,ar}.jpg`.
 * Sizes come from the JPEG header (sharp reads no pixels for it) and are cached per reference;
 * the cache is small because an entry is a few short strings.
 */
export class PhotoLibrary {
  private readonly cache = new Map<string, PhotoEntry>();

  constructor(private readonly imagesDir: string) {}

  async entry(reference: string): Promise<PhotoEntry> {
    const cached = this.cache.get(reference);
    if (cached) return cached;
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
    return entry;
  }
}
