import sharp from 'sharp';
import { PHOTO_MAX_PIXELS } from '@otech/domain';

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
export function toJpeg(image: Buffer): Promise<Buffer> {
  return sharp(image, DECODE).flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}
