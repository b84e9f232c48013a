import { TIMINGS } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ResponsiveImage } from '../../../components/responsive-image';
import type { HeroBannerFields } from '../page-blocks';

/** Spec section 9: the hero banner becomes active 1 s after each path change. */
export const HERO_ACTIVATION_MS = TIMINGS.heroActivation;

/**
 * The page's opening banner and its only h1. The image is the largest thing above the fold
 * (the LCP element), so it loads eagerly with high priority; width and height reserve its box.
 * The `active` class reveals the heading with a CSS transition.
 */
export function HeroBannerBlock({ block }: { block: HeroBannerFields }) {
  const { pathname } = useLocation();
  const [active, setActive] = useState(false);

  useEffect(() => {
    setActive(false);
    const timer = setTimeout(() => setActive(true), HERO_ACTIVATION_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  const image = block.cmpBlock_hero_banner_image;
  return (
    <section className={`nb-hero ${active ? 'active' : ''}`}>
      {/* The LCP of most pages. Below 768 px, object-fit: cover draws it about 840 px wide in its
          280 px-high box; counting it as 512 px lets a 2x phone take the 1024 px WebP (11 KB), sharp
          enough under the dark overlay, instead of the 1920 px one. Full width from 768 px. */}
      {image && (
        <ResponsiveImage
          className="nb-hero__image"
          src={image}
          alt=""
          widths={[640, 768, 1024, 1280, 1600, 1920]}
          sizes="(max-width: 767px) 512px, 100vw"
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
