/**
 * Most pixels a product photo may have (issue 27): 40 megapixels, above any product photo and
 * most cameras. It is checked from the file's header, before anything decodes it: a
 * 16,000 x 16,000 image took 43 s and 1.5 GB to decode.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;

/** The staff's refusal of a photo over PHOTO_MAX_PIXELS. */
export const PHOTO_TOO_MANY_PIXELS_MESSAGE = 'Image trop grande : 40 mégapixels au plus';

export function isWithinPhotoPixels(width: number, height: number): boolean {
  return width * height <= PHOTO_MAX_PIXELS;
}
