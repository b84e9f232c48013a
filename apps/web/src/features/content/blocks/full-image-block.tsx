import type { FullImageFields } from '../page-blocks';
import { describeImage } from '../describe-image';

/** A full-width picture between sections; an empty image hides the block (spec section 2). */
export function FullImageBlock({ block }: { block: FullImageFields }) {
  const src = block.cmpBlock_full_image?.trim();
  if (!src) return null;
  return (
    <section className="nb-full-image">
      <img src={src} alt={describeImage(src)} loading="lazy" decoding="async" width={1920} height={800} />
    </section>
  );
}
