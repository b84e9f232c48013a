import type { FullImageFields } from '../page-blocks';
import { describeImage } from '../describe-image';
import { ResponsiveImage } from '../../../components/responsive-image';

/** A full-width picture between sections; an empty image hides the block (spec section 2). */
export function FullImageBlock({ block }: { block: FullImageFields }) {
  const src = block.cmpBlock_full_image?.trim();
  if (!src) return null;
  return (
    <section className="nb-full-image">
      {/* object-fit: cover in a box at least 220 px high: below 550 px the picture is drawn 528 px wide. */}
      <ResponsiveImage
        src={src}
        alt={describeImage(src)}
        widths={[640, 768, 1024, 1280, 1600, 1920]}
        sizes="(max-width: 549px) 528px, 100vw"
        loading="lazy"
        decoding="async"
        width={1920}
        height={800}
      />
    </section>
  );
}
