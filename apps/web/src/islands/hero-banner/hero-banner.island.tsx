/** @jsxImportSource preact */
import { TIMINGS } from '@northbend/shared';
import { useEffect, useState } from 'preact/hooks';
import type { ImageWidth } from '../../components/image-variants';
import { Picture } from '../picture';

export interface HeroBannerIslandProps {
  heading: string;
  /** The banner's picture with the sizes the client application draws it at (content-loader.ts HERO_IMAGE). */
  image: { src: string; widths: readonly ImageWidth[]; sizes: string } | null;
}

/**
 * The page's opening banner and its only h1, as an island for one reason: spec section 9 has it
 * become `active` 1 s after the path changes, which on a public page is the document's arrival.
 * The `active` class reveals the heading with the stylesheet's transition, as in the client
 * application (features/content/blocks/hero-banner-block.tsx), whose markup this is.
 */
export default function HeroBannerIsland({ heading, image }: HeroBannerIslandProps) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setActive(true), TIMINGS.heroActivation);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section class={`nb-hero ${active ? 'active' : ''}`}>
      {/* The LCP of most pages: eager, high priority, its box reserved. */}
      {image && (
        <Picture
          class="nb-hero__image"
          src={image.src}
          alt=""
          widths={image.widths}
          sizes={image.sizes}
          loading="eager"
          width={1920}
          height={640}
          fetchpriority="high"
        />
      )}
      <div class="container nb-hero__content">
        <h1 class="nb-hero__heading">{heading}</h1>
      </div>
    </section>
  );
}
