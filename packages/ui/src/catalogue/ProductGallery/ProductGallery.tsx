import { photoSrcSet } from '@otech/domain';
import { ImageMagnifier } from '../ImageMagnifier/ImageMagnifier.tsx';
import { ProductImageSlider, type SliderImage } from '../ProductImageSlider/ProductImageSlider.tsx';
import { PRODUCT_IMAGE_SIZE, PRODUCT_STAGE_SIZES } from '../productImages.ts';

export interface ProductGalleryProps {
  /** The product's pictures (`productSliderImages`), with their HD files once upgraded. */
  images: readonly SliderImage[];
  /** Names the gallery for assistive technologies: the product's name. */
  label: string;
}

/**
 * The detail page's pictures (spec 1 §2 "image gallery with thumbnails"): a slider whose stage is a
 * magnifier. The stage is wide: it shows the HD picture once there is one, at the width it is drawn
 * (its `srcSet` and `sizes`), and asks for it first, as the page's largest paint.
 */
export function ProductGallery({ images, label }: ProductGalleryProps) {
  return (
    <ProductImageSlider
      images={images}
      label={label}
      renderImage={(image) => (
        <ImageMagnifier
          src={image.hdSrc ?? image.src}
          hdSrc={image.hdSrc}
          srcSet={image.hdSrc && photoSrcSet(image.hdSrc)}
          sizes={PRODUCT_STAGE_SIZES}
          alt={image.alt}
          size={image.hdSrc ? PRODUCT_IMAGE_SIZE.hd : PRODUCT_IMAGE_SIZE.thumbnail}
          fetchPriority="high"
        />
      )}
    />
  );
}
