import { describe, expect, it } from 'vitest';
import { parseProduct } from '../schemas/product.ts';
import { photoSrcSet, productPictures, rollbackHd, upgradeToHd } from './hdImages.ts';

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

describe('photo widths (issue #10: a picture fetched at the size it is drawn)', () => {
  it('offers an HD photo of the API at its smaller widths, then as it is', () => {
    expect(photoSrcSet('/api/images/VP00001/av.jpg')).toBe(
      '/api/images/VP00001/av.jpg?w=400 400w, /api/images/VP00001/av.jpg?w=560 560w, /api/images/VP00001/av.jpg?w=720 720w, /api/images/VP00001/av.jpg 800w',
    );
  });

  it('offers no other width of a thumbnail, an outside address or a photo already sized', () => {
    for (const url of ['/api/images/VP00001/thumb/av.jpg', 'https://example.com/av.jpg', 'data:image/jpeg;base64,AAAA', '/api/images/VP00001/av.jpg?w=400']) {
      expect(photoSrcSet(url), url).toBeUndefined();
    }
  });
});
