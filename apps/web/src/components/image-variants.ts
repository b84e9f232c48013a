/**
 * Widths the image server makes (VARIANT_WIDTHS in apps/api/src/modules/media/variant-request.ts);
 * it answers any other with 400, so keep the two lists equal. A width above the original's is
 * served at the original's width.
 */
export type ImageWidth = 160 | 320 | 480 | 600 | 640 | 768 | 800 | 1024 | 1280 | 1600 | 1920;

/** Only our own images have variants: `/images/…` with a format the server can resize. */
export const RESIZABLE = /^\/images\/[^?#]+\.(png|jpe?g|webp)$/i;

/** The srcset of an image's variants, in its own format or as WebP. Plain data: React screens and islands both draw it. */
export const srcSetOf = (src: string, widths: readonly ImageWidth[], format?: 'webp') =>
  widths.map((w) => `${src}?w=${w}${format ? `&f=${format}` : ''} ${w}w`).join(', ');
