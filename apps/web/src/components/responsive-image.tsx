import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { RESIZABLE, srcSetOf, type ImageWidth } from './image-variants';

export type { ImageWidth };

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> {
  src: string;
  alt: string;
  /** The variants to offer, smallest first; the browser picks one from `sizes` and the screen's density. */
  widths: readonly ImageWidth[];
  /** How wide the image is drawn, as in the CSS layout (e.g. '(max-width: 575px) 50vw, 25vw'). */
  sizes: string;
}

// The picture adds no box, so the img lays out exactly as if it stood alone in its parent. A source
// is not display: none by default, so in a grid or flex parent it would take a cell of its own.
const NO_BOX: CSSProperties = { display: 'contents' };
const HIDDEN: CSSProperties = { display: 'none' };

/**
 * An image at the size the layout needs: WebP variants for browsers that take them, resized
 * originals (same format) for the rest, the original itself as the last fallback. Keep `width`
 * and `height` set so the box is reserved before the file arrives.
 */
export function ResponsiveImage({ src, alt, widths, sizes, ...img }: ResponsiveImageProps) {
  if (!RESIZABLE.test(src) || widths.length === 0) return <img src={src} alt={alt} {...img} />;
  return (
    <picture style={NO_BOX}>
      <source style={HIDDEN} type="image/webp" srcSet={srcSetOf(src, widths, 'webp')} sizes={sizes} />
      <img src={src} srcSet={srcSetOf(src, widths)} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}

/** The image settings a screen draws with, so a loader can fetch the very file the <img> will pick. */
export type ImageChoice = Pick<ResponsiveImageProps, 'src' | 'widths' | 'sizes'>;

/**
 * Starts downloading an image before the screen that draws it has rendered, for the largest image
 * of a page (its LCP) once a route's loader knows its address. The <link> offers the same WebP
 * variants and sizes as <ResponsiveImage>, so the browser chooses the same file and the <img>
 * takes it from this download; browsers without WebP skip it (type) and fetch as before.
 */
export function preloadImage({ src, widths, sizes }: ImageChoice): void {
  // A server-rendered page holds the <img> itself, which the browser's preload scanner finds.
  if (import.meta.env.SSR) return;
  const resizable = RESIZABLE.test(src) && widths.length > 0;
  const key = `${src} ${sizes}`;
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((l) => l.dataset.image === key)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.dataset.image = key;
  link.setAttribute('fetchpriority', 'high');
  if (resizable) {
    link.type = 'image/webp';
    link.imageSrcset = srcSetOf(src, widths, 'webp');
    link.imageSizes = sizes;
  } else {
    link.href = src;
  }
  document.head.append(link);
}
