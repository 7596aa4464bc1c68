import { productPictures, type Product } from '@otech/domain';
import type { SliderImage } from './ProductImageSlider/ProductImageSlider.tsx';

/** Product pictures are square: the 320 px thumbnails and the 800 px HD files alike (data/README.md). */
export const PRODUCT_IMAGE_SIZE = { thumbnail: 320, hd: 800 } as const;

/**
 * How wide the product page draws its main picture, for the browser to pick a file before any style
 * is read: the page less its 20 px gutters and the stage's 1 px borders on a phone; from 768 px half
 * of it less the 32 px gap between picture and buy box; from 1240 px half of the 1200 px content
 * (theme tokens, PageLayout and ProductDetail styles; productPicture.e2e checks it against the page).
 */
export const PRODUCT_STAGE_SIZES = '(max-width: 767px) calc(100vw - 42px), (max-width: 1239px) calc(50vw - 38px), 582px';

/**
 * A list's thumbnail: its box is sized before the file arrives (nothing shifts), and one below the
 * fold waits until it is scrolled to.
 */
export const LIST_THUMBNAIL = { width: PRODUCT_IMAGE_SIZE.thumbnail, height: PRODUCT_IMAGE_SIZE.thumbnail, loading: 'lazy' } as const;

/**
 * The pictures a product card or gallery shows (thumbnails, with their HD files once upgraded).
 * Each alternative text names the product and the picture's rank, which tells the views apart
 * for a screen reader.
 */
export function productSliderImages(product: Pick<Product, 'name' | 'images' | 'imageUrl' | 'hasUpgradedToHD' | 'originalImages'>): SliderImage[] {
  const pictures = productPictures(product);
  return pictures.map((picture, index) => ({
    ...picture,
    alt: pictures.length === 1 ? product.name : `${product.name}, image ${index + 1} sur ${pictures.length}`,
  }));
}
