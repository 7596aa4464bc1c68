import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { Button } from '../../base/Button/Button.tsx';
import { containedImage } from '../image.css.ts';
import { PRODUCT_IMAGE_SIZE } from '../productImages.ts';
import * as styles from './ProductImageSlider.css.ts';

export interface SliderImage {
  /** Card-size image shown in the stage and the thumbnails. */
  src: string;
  /** Full-resolution image for the magnifier; the card-size one when absent. */
  hdSrc?: string;
  alt: string;
}

const thumbnailSize = PRODUCT_IMAGE_SIZE.thumbnail;

export interface ProductImageSliderProps {
  /** The product's pictures in order, with their HD versions. */
  images: readonly SliderImage[];
  /** Names the gallery for assistive technologies (usually the product name). */
  label: string;
  /** Draws the current image, e.g. inside a magnifier; a plain image by default. */
  renderImage?: (image: SliderImage) => ReactNode;
  /** Called with the index of the picture now shown. */
  onIndexChange?: (index: number) => void;
}

/**
 * Product images with previous/next arrows, a "1/3" counter and thumbnails (spec 1 §2, catalogue card).
 * The index is clamped: the arrows stop at the first and last image instead of wrapping around.
 */
export function ProductImageSlider({ images, label, renderImage, onIndexChange }: ProductImageSliderProps) {
  const [selected, setSelected] = useState(0);
  const last = images.length - 1;
  // The list may shrink between renders (HD upgrade, rollback): never point past its end.
  const index = Math.max(0, Math.min(selected, last));
  const current = images[index];

  const show = (next: number) => {
    const clamped = Math.max(0, Math.min(next, last));
    if (clamped === index) return;
    setSelected(clamped);
    onIndexChange?.(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.slider} role="group" aria-roledescription="carrousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        {current === undefined ? (
          <div className={styles.placeholder} role="img" aria-label={label}>
            <ImageOff aria-hidden size={48} />
            <span aria-hidden>Photo à venir</span>
          </div>
        ) : (
          (renderImage?.(current) ?? (
            <img className={containedImage} src={current.src} alt={current.alt} width={thumbnailSize} height={thumbnailSize} />
          ))
        )}
      </div>
      {images.length > 1 && (
        <>
          <div className={styles.controls}>
            <Button variant="secondary" size="small" aria-label="Image précédente" isDisabled={index === 0} onPress={() => show(index - 1)}>
              <ChevronLeft aria-hidden size={18} />
            </Button>
            <span className={styles.counter} aria-live="polite">
              {index + 1}/{images.length}
            </span>
            <Button variant="secondary" size="small" aria-label="Image suivante" isDisabled={index === last} onPress={() => show(index + 1)}>
              <ChevronRight aria-hidden size={18} />
            </Button>
          </div>
          <ul className={styles.thumbnails} aria-label={`Miniatures : ${label}`}>
            {images.map((image, position) => (
              <li key={`${position}-${image.src}`}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-label={`Image ${position + 1} sur ${images.length}`}
                  aria-current={position === index}
                  onClick={() => show(position)}
                >
                  <img className={containedImage} src={image.src} alt="" width={thumbnailSize} height={thumbnailSize} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
