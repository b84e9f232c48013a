/** @jsxImportSource preact */
import type { JSX } from 'preact';
import { RESIZABLE, srcSetOf, type ImageWidth } from '../components/image-variants';

type PictureProps = Omit<JSX.IntrinsicElements['img'], 'src' | 'srcset' | 'sizes' | 'alt'> & {
  src: string;
  alt: string;
  widths: readonly ImageWidth[];
  sizes: string;
};

/**
 * An island's responsive image: the same markup as the client application's ResponsiveImage
 * (components/responsive-image.tsx), WebP variants first, so both draw the same picture.
 */
export function Picture({ src, alt, widths, sizes, ...img }: PictureProps) {
  if (!RESIZABLE.test(src) || widths.length === 0) return <img src={src} alt={alt} {...img} />;
  return (
    <picture style={{ display: 'contents' }}>
      <source style={{ display: 'none' }} type="image/webp" srcset={srcSetOf(src, widths, 'webp')} sizes={sizes} />
      <img src={src} srcset={srcSetOf(src, widths)} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
