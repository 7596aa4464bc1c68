import type { Product } from '@otech/domain';
import type { SliderImage } from './ProductImageSlider/ProductImageSlider.tsx';

/**
 * The pictures a product card or gallery shows: its images list (HD ones once upgraded, spec 1 §4),
 * else its single imageUrl. Each alternative text names the product and the picture's rank, which
 * is what tells the views apart for a screen reader.
 */
export function productSliderImages(product: Pick<Product, 'name' | 'images' | 'imageUrl'>): SliderImage[] {
  const urls = product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [];
  return urls.map((src, index) => ({
    src,
    alt: urls.length === 1 ? product.name : `${product.name}, image ${index + 1} sur ${urls.length}`,
  }));
}
