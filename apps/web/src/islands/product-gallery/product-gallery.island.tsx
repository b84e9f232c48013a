/** @jsxImportSource preact */
import { DEFAULT_PRODUCT_IMAGE } from '@northbend/shared';
import { useState } from 'preact/hooks';
import { GALLERY_IMAGE } from '../../features/product/gallery-image';
import { Picture } from '../picture';
import { ImageViewer } from '../product/image-viewer';
import { ProductIcon } from '../product/parts';

export interface ProductGalleryIslandProps {
  name: string;
  images: string[];
}

/**
 * The product's images as an island (decision 035): the large one (the page's LCP, in the HTML
 * from the start), thumbnails to switch, and the full image viewer on a press. The client
 * application's twin is features/product/product-gallery.tsx.
 */
export default function ProductGalleryIsland({ name, images }: ProductGalleryIslandProps) {
  const sources = images.length ? images : [DEFAULT_PRODUCT_IMAGE];
  const [active, setActive] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const alt = (i: number) => (sources.length > 1 ? `${name}, image ${i + 1} of ${sources.length}` : name);

  return (
    <div class="nb-gallery">
      <button
        type="button"
        class="nb-gallery__main"
        onClick={() => setViewerOpen(true)}
        aria-label={`Open full image viewer: ${alt(active)}`}
      >
        <Picture
          src={sources[active]!}
          alt={alt(active)}
          widths={GALLERY_IMAGE.widths}
          sizes={GALLERY_IMAGE.sizes}
          width={800}
          height={800}
          fetchPriority="high"
        />
        <span class="nb-gallery__zoom" aria-hidden="true">
          <ProductIcon name="zoom" size={20} />
        </span>
      </button>
      {sources.length > 1 && (
        <ul class="nb-gallery__thumbs" aria-label="Product images">
          {sources.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                class="nb-gallery__thumb"
                aria-label={`Show ${alt(i)}`}
                aria-current={i === active}
                onClick={() => setActive(i)}
              >
                <Picture src={src} alt="" widths={[160]} sizes="72px" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageViewer
        title={name}
        images={sources.map((src, i) => ({ src, alt: alt(i) }))}
        startIndex={active}
        open={viewerOpen}
        onClose={() => setViewerOpen(false)}
      />
    </div>
  );
}
