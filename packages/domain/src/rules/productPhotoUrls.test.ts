import { describe, expect, it } from 'vitest';
import { parseProduct } from '../schemas/product.ts';
import { productPhotoUrl, withPhotoUrls } from './productPhotoUrls.ts';

const product = (() => {
  const parsed = parseProduct({ reference: 'VP 01/A', name: 'Pile', category: 'vp', price: '1.5', stock: '3' });
  if (!parsed.ok) throw new Error('fixture product is invalid');
  return { ...parsed.product, imageUrl: '/api/images/old/thumb/av.jpg' };
})();

describe('product photo URLs', () => {
  it('names the HD file and the thumbnail of a view, the reference encoded as one path segment', () => {
    expect(productPhotoUrl('VP 01/A', 'av', 'hd')).toBe('/api/images/VP%2001%2FA/av.jpg');
    expect(productPhotoUrl('VP00001', 'ar', 'thumb')).toBe('/api/images/VP00001/thumb/ar.jpg');
  });

  it('lists the back before the front, the front as imageUrl', () => {
    const shown = withPhotoUrls(product, new Set(['av', 'ar']));
    expect(shown.images).toEqual(['/api/images/VP%2001%2FA/thumb/ar.jpg', '/api/images/VP%2001%2FA/thumb/av.jpg']);
    expect(shown.imageUrl).toBe('/api/images/VP%2001%2FA/thumb/av.jpg');
  });

  it('takes the back as imageUrl when there is no front, and drops both without photos', () => {
    expect(withPhotoUrls(product, new Set(['ar'])).imageUrl).toBe('/api/images/VP%2001%2FA/thumb/ar.jpg');
    const none = withPhotoUrls(product, new Set());
    expect(none.images).toEqual([]);
    expect('imageUrl' in none).toBe(false);
  });
});
