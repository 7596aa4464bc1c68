import type { Product } from '../schemas/product.ts';

/** The two views of a product photo: front (av) and back (ar). */
export type PhotoView = 'av' | 'ar';

const IMAGES_URL = '/api/images';

/** Where the API serves a view of a product's photos: the HD file, or its card thumbnail. */
export function productPhotoUrl(reference: string, view: PhotoView, file: 'hd' | 'thumb'): string {
  return `${IMAGES_URL}/${encodeURIComponent(reference)}/${file === 'thumb' ? 'thumb/' : ''}${view}.jpg`;
}

/**
 * The card images of a product with these photo views: back before front, as the cart-enabled
 * catalogue orders them (spec 1 §3 "reversed on load"), and `imageUrl` the front's, else the first.
 */
export function withPhotoUrls(product: Product, views: ReadonlySet<PhotoView>): Product {
  const reference = product.reference ?? product.id;
  const images = (['ar', 'av'] as const).filter((view) => views.has(view)).map((view) => productPhotoUrl(reference, view, 'thumb'));
  const { imageUrl: _previous, ...rest } = product;
  const imageUrl = views.has('av') ? productPhotoUrl(reference, 'av', 'thumb') : images[0];
  return { ...rest, images, ...(imageUrl === undefined ? {} : { imageUrl }) };
}
