import { describe, expect, it } from 'vitest';
import { isWithinPhotoPixels, PHOTO_MAX_PIXELS } from './photoPixels.ts';

describe('the pixel limit of a product photo (issue 27)', () => {
  it('takes up to 40 megapixels and refuses beyond', () => {
    expect(PHOTO_MAX_PIXELS).toBe(40_000_000);
    expect(isWithinPhotoPixels(8000, 5000)).toBe(true);
    expect(isWithinPhotoPixels(8000, 5001)).toBe(false);
    expect(isWithinPhotoPixels(16_000, 16_000)).toBe(false);
  });
});
