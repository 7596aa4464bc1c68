import { describe, expect, it } from 'vitest';
import { parseProduct } from '../schemas/product.ts';
import { productPictures, rollbackHd, upgradeToHd } from './hdImages.ts';

function product() {
  const parsed = parseProduct({ reference: 'VP-001', name: 'Pile LR6', category: 'vp', price: 1.2, images: ['/thumb/av.jpg'] });
  if (!parsed.ok) throw new Error('fixture must be valid');
  return parsed.product;
}

const entry = {
  imageHD: [
    { type: 'AV' as const, url: '/hd/av.jpg', size: '1600x1600' },
    { type: 'AR' as const, url: '/hd/ar.jpg', size: '1600x1600' },
  ],
  av: '/hd/av.jpg',
  ar: '/hd/ar.jpg',
};

describe('HD image upgrade (spec 1 §4)', () => {
  it('replaces the images with the HD ones, back image before front, and keeps the originals', () => {
    const upgraded = upgradeToHd(product(), entry);
    expect(upgraded.images).toEqual(['/hd/ar.jpg', '/hd/av.jpg']);
    expect(upgraded.originalImages).toEqual(['/thumb/av.jpg']);
    expect(upgraded.hasUpgradedToHD).toBe(true);
  });

  it('gives empty HD data to a product without HD images and leaves its images alone', () => {
    const untouched = upgradeToHd(product(), { imageHD: [], av: null, ar: null });
    expect(untouched.imageHD).toEqual([]);
    expect(untouched.images).toEqual(['/thumb/av.jpg']);
    expect(upgradeToHd(product(), undefined).hasUpgradedToHD).toBe(false);
  });

  it('keeps the very first originals when a product is upgraded twice', () => {
    expect(upgradeToHd(upgradeToHd(product(), entry), entry).originalImages).toEqual(['/thumb/av.jpg']);
  });

  it('rolls back to the originals', () => {
    const restored = rollbackHd(upgradeToHd(product(), entry));
    expect(restored.images).toEqual(['/thumb/av.jpg']);
    expect(restored.hasUpgradedToHD).toBe(false);
  });
});

describe('product pictures (issue #10: thumbnails at card size, HD only where it is shown large)', () => {
  it('pairs each HD picture with the thumbnail of the same view', () => {
    expect(productPictures(upgradeToHd(product(), entry))).toEqual([
      { src: '/hd/ar.jpg', hdSrc: '/hd/ar.jpg' },
      { src: '/thumb/av.jpg', hdSrc: '/hd/av.jpg' },
    ]);
  });

  it('gives the thumbnails alone before the upgrade, else the single imageUrl', () => {
    expect(productPictures(product())).toEqual([{ src: '/thumb/av.jpg' }]);
    expect(productPictures({ ...product(), images: [], imageUrl: '/one.jpg' })).toEqual([{ src: '/one.jpg' }]);
    expect(productPictures({ ...product(), images: [] })).toEqual([]);
  });
});
