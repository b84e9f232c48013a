import type { BlockKind } from '@northbend/shared';
import { lazy, Suspense, useRef, type ComponentType } from 'react';
import { useNearScreen } from '../../components/use-near-screen';
import { useIslandsDocument } from '../../islands/islands-document';
import { ContactDetailsBlock } from './blocks/contact-details-block';
import { ContactFormBlock } from './blocks/contact-form-block';
import { ContentOnlyBlock } from './blocks/content-only-block';
import { DownloadsBlock } from './blocks/downloads-block';
import { FaqTabsBlock } from './blocks/faq-tabs-block';
import { FullImageBlock } from './blocks/full-image-block';
import { HeroBannerBlock } from './blocks/hero-banner-block';
import {
  ImageAndContent1Block,
  ImageAndContent2Block,
  ImageAndContent3Block,
  ImageAndContent4Block,
} from './blocks/image-and-content-block';
import { IntroBlock, SectionTitleBlock } from './blocks/intro-block';
import { OverviewBlock } from './blocks/overview-block';
import { OverviewSliderSection } from './blocks/overview-slider-section';
import { ProductCategoriesBlock } from './blocks/product-categories-block';
import { TeamBlock } from './blocks/team-block';
import type { BlockFieldsByKind, IntroFields, OverviewSliderFields } from './page-blocks';

// Swiper is the heaviest script of the content pages and the slider sits below the fold: it loads
// in its own chunk once the slider's place comes within 400 px of the screen, so neither the
// page's first paint nor its hero image competes with it for the network or the main thread.
const LazyOverviewSlider = lazy(() => import('./blocks/overview-slider-block').then((m) => ({ default: m.OverviewSliderBlock })));
function OverviewSliderBlock({ block }: { block: OverviewSliderFields }) {
  const doc = useIslandsDocument();
  const place = useRef<HTMLDivElement>(null);
  const [near] = useNearScreen(place, '400px 0px');
  // An island document has the slides in its HTML and its island loads Swiper (decision 035).
  if (doc) return <OverviewSliderSection doc={doc} block={block} />;
  const placeholder = <div ref={place} className="nb-block nb-overview-slider nb-overview-slider--loading" aria-hidden="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyOverviewSlider block={block} />
    </Suspense>
  );
}

type BlockRegistry = { [K in BlockKind]: ComponentType<{ block: BlockFieldsByKind[K] }> };

/** The contact form is written elsewhere and takes plain props, not a block. */
const ContactForm = ({ block }: { block: IntroFields }) => (
  <ContactFormBlock heading={block.cmpBlock_intro_heading} text={block.cmpBlock_intro_content} />
);

/** Page metadata is applied by the page (title and meta tags), not drawn. */
const Nothing = () => null;

/** One component per block kind (`cmpBlock_id`); the type makes a new kind a compile error until it is mapped. */
export const BLOCK_COMPONENTS: BlockRegistry = {
  page_meta: Nothing,
  hero_banner: HeroBannerBlock,
  intro: IntroBlock,
  inner_intro: IntroBlock,
  section_title: SectionTitleBlock,
  downloads: DownloadsBlock,
  full_image: FullImageBlock,
  overview: OverviewBlock,
  product_categories: ProductCategoriesBlock,
  overview_slider: OverviewSliderBlock,
  team: TeamBlock,
  image_and_content_1: ImageAndContent1Block,
  image_and_content_2: ImageAndContent2Block,
  image_and_content_3: ImageAndContent3Block,
  image_and_content_4: ImageAndContent4Block,
  content_only: ContentOnlyBlock,
  contact_details: ContactDetailsBlock,
  contact_form: ContactForm,
  faq_tabs: FaqTabsBlock,
};
