import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ChevronIcon } from '../../ui/product-icons';

export interface ViewerImage {
  src: string;
  alt: string;
}

interface ImageViewerProps {
  /** What the images show (product or variant name), as the viewer's heading. */
  title: string;
  images: ViewerImage[];
  startIndex: number;
  show: boolean;
  onHide: () => void;
}

/**
 * The full image viewer: one image at a time on a dark backdrop. Escape closes it (the modal's
 * own keyboard handling); the arrow keys and the side buttons move between images.
 */
export function ImageViewer({ title, images, startIndex, show, onHide }: ImageViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  useEffect(() => setIndex(startIndex), [startIndex, show]);

  useEffect(() => {
    if (!show || count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      if (e.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show, count]);

  const image = images[index] ?? images[0];
  if (!image) return null;
  return (
    <Modal show={show} onHide={onHide} fullscreen centered className="nb-viewer" aria-labelledby="nb-viewer-title">
      <Modal.Header closeButton closeVariant="white" closeLabel="Close image viewer">
        <Modal.Title as="h2" id="nb-viewer-title" className="nb-viewer__title">
          {title}
          {count > 1 && (
            <span className="nb-viewer__count">
              {' '}
              ({index + 1} / {count})
            </span>
          )}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="nb-viewer__body">
        {count > 1 && (
          <button
            type="button"
            className="nb-viewer__nav nb-viewer__nav--prev"
            aria-label="Previous image"
            onClick={() => setIndex((index - 1 + count) % count)}
          >
            <ChevronIcon direction="left" />
          </button>
        )}
        <img src={image.src} alt={image.alt} width={800} height={800} className="nb-viewer__image" />
        {count > 1 && (
          <button
            type="button"
            className="nb-viewer__nav nb-viewer__nav--next"
            aria-label="Next image"
            onClick={() => setIndex((index + 1) % count)}
          >
            <ChevronIcon direction="right" />
          </button>
        )}
      </Modal.Body>
    </Modal>
  );
}
