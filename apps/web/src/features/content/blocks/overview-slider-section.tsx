import type { IslandsDocument } from '../../../islands/islands-document';
import { describeImage } from '../describe-image';
import type { OverviewSliderFields } from '../page-blocks';

/**
 * The overview image slider on an island document (decision 035): the block's section around the
 * Preact island, which draws the slides as swiper/react does and starts Swiper as they near the
 * screen. Apart from overview-slider-block.tsx, so a page drawing it never loads swiper/react.
 */
export function OverviewSliderSection({ doc, block }: { doc: IslandsDocument; block: OverviewSliderFields }) {
  const images = (block.cmpBlock_overview_slider_images ?? []).filter((src) => src?.trim());
  if (!images.length) return null;
  return (
    <section className="nb-block nb-overview-slider" aria-label="Photos from our plant">
      <div className="container">
        {doc.island('overview-slider', { photos: images.map((src) => ({ src, alt: describeImage(src) })) }, 'idle')}
      </div>
    </section>
  );
}
