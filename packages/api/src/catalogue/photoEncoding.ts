import sharp from 'sharp';
import { PHOTO_MAX_PIXELS } from '@otech/domain';
import type { ProductPhoto } from '../db/productPhotos.ts';

/** Card-size width of data/images/<ref>/thumb/*.jpg (brief, "Shared contracts"). */
export const THUMB_WIDTH = 320;

/** sharp refuses to decode an image over the photo pixel limit: the last guard behind photoPixels's header check. */
const DECODE = { limitInputPixels: PHOTO_MAX_PIXELS } as const;

/** Width and height from the image's header, without decoding it; undefined when no image is recognised. */
export function photoDimensions(image: Buffer): Promise<{ width: number; height: number } | undefined> {
  return sharp(image)
    .metadata()
    .then((meta) => (meta.width && meta.height ? { width: meta.width, height: meta.height } : undefined))
    .catch(() => undefined);
}

export function thumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image, DECODE).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** HD originals are stored as JPEG: a JPEG is kept byte for byte, a PNG is converted. */
function toJpeg(image: Buffer): Promise<Buffer> {
  return sharp(image, DECODE).flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}

/** A view as the shop stores it: the HD JPEG (a JPEG kept byte for byte, another format converted), its thumbnail, the HD size. */
export async function productPhoto(image: Buffer, isJpeg: boolean): Promise<ProductPhoto> {
  const hd = isJpeg ? image : await toJpeg(image);
  const thumb = await thumbnail(image);
  const size = await photoDimensions(hd);
  if (size === undefined) throw new Error('the image has no size in its header');
  return { hd, thumb, ...size };
}

export type { ProductPhoto } from '../db/productPhotos.ts';
export { photoTag } from '../db/productPhotos.ts';
