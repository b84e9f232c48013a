import type { ImageWidth } from '../../components/image-variants';

/**
 * The gallery's large picture (product-gallery.tsx and its island): drawn the container's width
 * below 992 px, about half of it beside the summary above.
 */
export const GALLERY_IMAGE: { widths: readonly ImageWidth[]; sizes: string } = {
  widths: [320, 480, 640, 800],
  sizes: '(max-width: 991px) 95vw, (max-width: 1399px) 46vw, 636px',
};
