import { TIMINGS } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useIslandsDocument } from '../../../islands/islands-document';
import { HERO_IMAGE } from '../content-loader';
import type { HeroBannerFields } from '../page-blocks';

/** Spec section 9: the hero banner becomes active 1 s after each path change. */
export const HERO_ACTIVATION_MS = TIMINGS.heroActivation;

/**
 * The page's opening banner and its only h1. The image is the largest thing above the fold
 * (the LCP element), so it loads eagerly with high priority; width and height reserve its box.
 * The `active` class reveals the heading with a CSS transition.
 */
export function HeroBannerBlock({ block }: { block: HeroBannerFields }) {
  const doc = useIslandsDocument();
  const { pathname } = useLocation();
  const [active, setActive] = useState(false);

  useEffect(() => {
    setActive(false);
    const timer = setTimeout(() => setActive(true), HERO_ACTIVATION_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  const image = block.cmpBlock_hero_banner_image;
  // On an island document the banner is the Preact island of the same markup, for its timer (decision 035).
  if (doc)
    return doc.island('hero-banner', {
      heading: block.cmpBlock_hero_banner_heading ?? '',
      image: image ? { src: image, ...HERO_IMAGE } : null,
    });
  return (
    <section className={`nb-hero ${active ? 'active' : ''}`}>
      {/* The LCP of most pages; the page's loader has already started fetching this very file. */}
      {image && (
        <ResponsiveImage
          className="nb-hero__image"
          src={image}
          alt=""
          widths={HERO_IMAGE.widths}
          sizes={HERO_IMAGE.sizes}
          loading="eager"
          width={1920}
          height={640}
          fetchPriority="high"
        />
      )}
      <div className="container nb-hero__content">
        <h1 className="nb-hero__heading">{block.cmpBlock_hero_banner_heading}</h1>
      </div>
    </section>
  );
}
