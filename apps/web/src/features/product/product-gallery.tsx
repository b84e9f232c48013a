import { DEFAULT_PRODUCT_IMAGE } from '@northbend/shared';
import { useState } from 'react';
import { ResponsiveImage } from '../../components/responsive-image';
import { ImageViewer } from './image-viewer';
import { GALLERY_IMAGE } from './product-loader';
import { ZoomIcon } from '../../ui/product-icons';

/** The product's images: a large one, thumbnails to switch, and the full image viewer on click. */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const sources = images.length ? images : [DEFAULT_PRODUCT_IMAGE];
  const [active, setActive] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const alt = (i: number) => (sources.length > 1 ? `${name}, image ${i + 1} of ${sources.length}` : name);

  return (
    <div className="nb-gallery">
      <button
        type="button"
        className="nb-gallery__main"
        onClick={() => setViewerOpen(true)}
        aria-label={`Open full image viewer: ${alt(active)}`}
      >
        {/* Above the fold: loaded at once (the first one already by the page's loader), the rest
            of the page waits for nothing else. */}
        <ResponsiveImage
          src={sources[active]}
          alt={alt(active)}
          widths={GALLERY_IMAGE.widths}
          sizes={GALLERY_IMAGE.sizes}
          width={800}
          height={800}
          fetchPriority="high"
        />
        <span className="nb-gallery__zoom" aria-hidden="true">
          <ZoomIcon />
        </span>
      </button>
      {sources.length > 1 && (
        <ul className="nb-gallery__thumbs" aria-label="Product images">
          {sources.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                className="nb-gallery__thumb"
                aria-label={`Show ${alt(i)}`}
                aria-current={i === active}
                onClick={() => setActive(i)}
              >
                <ResponsiveImage src={src} alt="" widths={[160]} sizes="72px" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageViewer
        title={name}
        images={sources.map((src, i) => ({ src, alt: alt(i) }))}
        startIndex={active}
        show={viewerOpen}
        onHide={() => setViewerOpen(false)}
      />
    </div>
  );
}
