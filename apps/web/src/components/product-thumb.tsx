import { DEFAULT_PRODUCT_IMAGE } from '@northbend/shared';
import { ResponsiveImage } from './responsive-image';

interface ProductThumbProps {
  /** The product's or variant's first image; the shop's placeholder when it has none. */
  src: string | undefined;
  /** The drawn square's side in CSS pixels (48–72): the 160 px variant covers every density. */
  size: 48 | 56 | 72;
  className?: string;
}

/** A small square picture of a product in a row (order lines, variants, quick order, tool finder); decorative, its name is beside it. */
export function ProductThumb({ src, size, className }: ProductThumbProps) {
  return (
    <ResponsiveImage
      className={className}
      src={src || DEFAULT_PRODUCT_IMAGE}
      alt=""
      widths={[160]}
      sizes={`${size}px`}
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
