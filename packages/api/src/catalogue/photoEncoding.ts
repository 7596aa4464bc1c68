import sharp from 'sharp';

/** Card-size width of data/images/<ref>/thumb/*.jpg (brief, "Shared contracts"). */
export const THUMB_WIDTH = 320;

export function thumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** HD originals are stored as JPEG: a JPEG is kept byte for byte, a PNG is converted. */
export function toJpeg(image: Buffer): Promise<Buffer> {
  return sharp(image).flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}
