/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { Dialog } from './dialog';
import { ProductIcon } from './parts';

export interface ViewerImage {
  src: string;
  alt: string;
}

interface ImageViewerProps {
  /** What the images show (product or variant name), as the viewer's heading. */
  title: string;
  images: ViewerImage[];
  startIndex: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The full image viewer on the island pages, as the client application's (features/product/
 * image-viewer.tsx): one image at a time on a dark ground; Escape closes it, the arrow keys and
 * the side buttons move between images.
 */
export function ImageViewer({ title, images, startIndex, open, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  useEffect(() => setIndex(startIndex), [startIndex, open]);

  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      if (e.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, count]);

  const image = images[index] ?? images[0];
  if (!image) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="full"
      className="nb-viewer"
      bodyClass="nb-viewer__body"
      titleId="nb-viewer-title"
      closeLabel="Close image viewer"
      title={
        <span class="nb-viewer__title">
          {title}
          {count > 1 && (
            <span class="nb-viewer__count">
              {' '}
              ({index + 1} / {count})
            </span>
          )}
        </span>
      }
    >
      {count > 1 && (
        <button
          type="button"
          class="nb-viewer__nav nb-viewer__nav--prev"
          aria-label="Previous image"
          onClick={() => setIndex((index - 1 + count) % count)}
        >
          <ProductIcon name="left" size={22} />
        </button>
      )}
      <img src={image.src} alt={image.alt} width={800} height={800} class="nb-viewer__image" />
      {count > 1 && (
        <button
          type="button"
          class="nb-viewer__nav nb-viewer__nav--next"
          aria-label="Next image"
          onClick={() => setIndex((index + 1) % count)}
        >
          <ProductIcon name="right" size={22} />
        </button>
      )}
    </Dialog>
  );
}
