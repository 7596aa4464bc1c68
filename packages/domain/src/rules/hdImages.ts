import * as v from 'valibot';
import { ProductImageHDSchema } from '../schemas/product.ts';
import type { Product, ProductImageHD } from '../schemas/product.ts';

/** One reference's answer of `POST /photos/by-references` (spec 1 §7). */
export const HdImagesEntrySchema = v.object({
  imageHD: v.array(ProductImageHDSchema),
  av: v.nullable(v.string()),
  ar: v.nullable(v.string()),
});
export type HdImagesEntry = v.InferOutput<typeof HdImagesEntrySchema>;

export const HdImagesResponseSchema = v.object({
  success: v.boolean(),
  data: v.record(v.string(), HdImagesEntrySchema),
});

// Back image before front, as the original shop shows them (spec 1 §4 "HD image upgrade").
const ORDER: Record<ProductImageHD['type'], number> = { AR: 0, AV: 1 };

/**
 * Spec 1 §4: a product that obtains HD images gets them as its images (back before front) and keeps
 * its originals for a rollback; a product without HD images gets empty HD data and its images as they were.
 */
export function upgradeToHd(product: Product, entry: HdImagesEntry | undefined): Product {
  if (!entry || entry.imageHD.length === 0) return { ...product, imageHD: [], hasUpgradedToHD: false };
  const hd = [...entry.imageHD].sort((a, b) => ORDER[a.type] - ORDER[b.type]);
  return {
    ...product,
    imageHD: hd,
    imageAV: entry.av ?? undefined,
    imageAR: entry.ar ?? undefined,
    images: hd.map((image) => image.url),
    originalImages: product.originalImages ?? product.images,
    hasUpgradedToHD: true,
  };
}

/** The rollback of spec 1 §4: the images the product had before its HD upgrade. */
export function rollbackHd(product: Product): Product {
  if (!product.hasUpgradedToHD || !product.originalImages) return product;
  return { ...product, images: product.originalImages, originalImages: undefined, hasUpgradedToHD: false };
}

/** A product picture: card-size `src`, and once upgraded to HD its HD file. */
export interface ProductPicture {
  src: string;
  hdSrc?: string;
}

const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * The pictures of a product: its images list, else its single imageUrl. Once upgraded to HD each
 * HD picture keeps its card-size original (the same view's file name, `thumb/av.jpg` for `av.jpg`)
 * as `src`, so a card still loads a thumbnail and only a magnifier or a large stage loads HD.
 */
export function productPictures(product: Pick<Product, 'images' | 'imageUrl' | 'hasUpgradedToHD' | 'originalImages'>): ProductPicture[] {
  const urls = product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [];
  if (!product.hasUpgradedToHD) return urls.map((src) => ({ src }));
  const originals = product.originalImages ?? [];
  return urls.map((hd) => ({ src: originals.find((original) => fileName(original) === fileName(hd)) ?? hd, hdSrc: hd }));
}

/** HD photos are this wide (data/README.md): the largest a picture is offered at. */
export const HD_PHOTO_WIDTH = 800;

/**
 * The smaller widths the API also serves an HD photo at (`?w=`), for a picture shown smaller than
 * the HD file: a phone's product page (about 380 px at 1.75 to 3 device pixels) or a desktop's
 * (about 600 px at 1) then fetches what it draws (issue #10).
 */
export const PHOTO_WIDTHS = [400, 560, 720] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** An HD photo the API serves from its images folder: a product's front or back view. */
const SERVED_HD_PHOTO = /^\/api\/images\/[^/?#]+\/a[vr]\.jpg$/;

/** The `srcset` of an HD photo: its smaller widths, then the file itself; none for another address. */
export function photoSrcSet(hdUrl: string): string | undefined {
  if (!SERVED_HD_PHOTO.test(hdUrl)) return undefined;
  return [...PHOTO_WIDTHS.map((width) => `${hdUrl}?w=${width} ${width}w`), `${hdUrl} ${HD_PHOTO_WIDTH}w`].join(', ');
}
