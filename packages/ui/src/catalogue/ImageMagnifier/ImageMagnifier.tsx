import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { containedImage } from '../image.css.ts';
import { PRODUCT_IMAGE_SIZE } from '../productImages.ts';
import * as styles from './ImageMagnifier.css.ts';

export interface ImageMagnifierProps {
  /** Image shown at rest. */
  src: string;
  /** High-definition image enlarged under the pointer; `src` when absent. */
  hdSrc?: string;
  /** What the picture shows, read by screen readers and named in the keyboard hint. */
  alt: string;
  /** How many times the lens enlarges the image. */
  zoom?: number;
  /** Side in pixels of the square picture at rest, so its box is known before it loads. */
  size?: number;
  /** `lazy` for a picture below the fold: it loads when scrolled near. */
  loading?: 'lazy' | 'eager';
  /** `high` for the page's main picture, its largest paint. */
  fetchPriority?: 'high' | 'auto';
  /** The picture at several widths, and how wide it is drawn: the browser fetches the one it needs. */
  srcSet?: string;
  /** The image's `sizes`, so the browser picks the right width of `srcSet`. */
  sizes?: string;
}

/** Share of the image's width and height covered by the lens. */
const LENS_SIZE = 0.4;
/** How far one arrow key moves the lens, as a share of the image. */
const KEY_STEP = 0.1;

interface Point {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function pointIn(event: PointerEvent<HTMLDivElement>): Point {
  const box = event.currentTarget.getBoundingClientRect();
  return {
    x: clamp((event.clientX - box.left) / box.width, 0, 1),
    y: clamp((event.clientY - box.top) / box.height, 0, 1),
  };
}

/**
 * Hover magnifier of the catalogue card (spec 1 §2): a lens follows the mouse and shows the HD
 * image enlarged under it. Touch has no hover, so a tap opens the lens where the finger lands and
 * a second tap closes it. Keyboard users focus the image and pan the lens with the arrow keys.
 */
export function ImageMagnifier({ src, hdSrc, alt, zoom = 2.5, size = PRODUCT_IMAGE_SIZE.thumbnail, loading, fetchPriority, srcSet, sizes }: ImageMagnifierProps) {
  const [focus, setFocus] = useState<Point | null>(null);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // Touch drags scroll the page; following them would fight the scroll.
    if (event.pointerType === 'touch') return;
    setFocus(pointIn(event));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') return;
    const point = pointIn(event);
    setFocus((shown) => (shown === null ? point : null));
  };

  // A finger "leaves" right after every tap: only a mouse or pen leaving closes the lens.
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') setFocus(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -KEY_STEP, y: 0 },
      ArrowRight: { x: KEY_STEP, y: 0 },
      ArrowUp: { x: 0, y: -KEY_STEP },
      ArrowDown: { x: 0, y: KEY_STEP },
    };
    if (event.key === 'Escape') {
      setFocus(null);
      return;
    }
    const move = moves[event.key];
    if (move === undefined) return;
    // The slider around the magnifier also listens to the arrows: here they pan, not page.
    event.preventDefault();
    event.stopPropagation();
    setFocus((point) => {
      const from = point ?? { x: 0.5, y: 0.5 };
      return { x: clamp(from.x + move.x, 0, 1), y: clamp(from.y + move.y, 0, 1) };
    });
  };

  return (
    <div
      className={styles.magnifier}
      tabIndex={0}
      role="group"
      aria-roledescription="loupe"
      aria-label={`${alt} : flèches pour déplacer la loupe`}
      onPointerMove={onPointerMove}
      onPointerDown={onPointerDown}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocus((point) => point ?? { x: 0.5, y: 0.5 })}
      onBlur={() => setFocus(null)}
      onKeyDown={onKeyDown}
    >
      <img
        className={containedImage}
        src={src}
        srcSet={srcSet}
        sizes={srcSet && sizes}
        alt={alt}
        width={size}
        height={size}
        loading={loading}
        fetchPriority={fetchPriority}
      />
      {focus !== null && <Lens src={hdSrc ?? src} focus={focus} zoom={zoom} />}
    </div>
  );
}

/**
 * The lens box is placed around the focus point (kept inside the image); the enlarged copy inside
 * it is shifted so that the focus point sits at the lens centre. All in percentages, so no
 * measuring is needed when the image is resized.
 */
function Lens({ src, focus, zoom }: { src: string; focus: Point; zoom: number }) {
  const left = clamp(focus.x - LENS_SIZE / 2, 0, 1 - LENS_SIZE);
  const top = clamp(focus.y - LENS_SIZE / 2, 0, 1 - LENS_SIZE);
  const scale = zoom / LENS_SIZE;
  return (
    <div
      className={styles.lens}
      data-testid="magnifier-lens"
      style={{ left: `${left * 100}%`, top: `${top * 100}%`, width: `${LENS_SIZE * 100}%`, height: `${LENS_SIZE * 100}%` }}
    >
      <img
        className={styles.lensImage}
        src={src}
        alt=""
        style={{
          width: `${scale * 100}%`,
          height: `${scale * 100}%`,
          left: `${(0.5 - focus.x * scale) * 100}%`,
          top: `${(0.5 - focus.y * scale) * 100}%`,
        }}
      />
    </div>
  );
}
