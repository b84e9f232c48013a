import type { Category } from '@northbend/shared';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IslandsDocumentContext } from '../../../islands/islands-document';
import { renderingIslands } from '../../../islands/render-island';
import { ContactFormBlock } from './contact-form-block';
import { FaqTabsBlock } from './faq-tabs-block';
import { HeroBannerBlock } from './hero-banner-block';
import { ProductCategoriesBlock } from './product-categories-block';
import { TeamBlock } from './team-block';
import { BLOCK_COMPONENTS } from '../block-registry';

const CATEGORIES = [{ _id: 'c1', category_name: 'Punches', category_slug: 'punches', category_image: '' }] as Category[];

/** A block as the server draws it on an island document: its island's element, props and Preact HTML. */
function onIslandDocument(block: React.ReactNode) {
  const doc = renderingIslands({ pages: [], categories: CATEGORIES });
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <MemoryRouter>
      <IslandsDocumentContext.Provider value={doc}>{block}</IslandsDocumentContext.Provider>
    </MemoryRouter>,
  );
  const island = page.querySelector<HTMLElement>('nb-island');
  return { page, island, props: JSON.parse(island?.dataset.props ?? 'null') as unknown, used: [...doc.used.keys()] };
}

describe('content blocks on an island document (decision 035)', () => {
  it('the product categories carousel takes the frame’s categories, so its cards are in the HTML', () => {
    const { page, island, used } = onIslandDocument(
      <ProductCategoriesBlock block={{ cmpBlock_product_categories_heading: 'Our tooling' }} />,
    );
    expect(used).toEqual(['card-slider']);
    expect(island?.dataset.when).toBe('idle');
    expect(page.querySelector('.nb-categories h2')?.textContent).toBe('Our tooling');
    expect(island?.querySelector('a.nb-category-card')?.getAttribute('href')).toBe('/product/punches/c1');
    expect(page.querySelector('.nb-categories__loading')).toBeNull();
  });

  it('the contact form is an island inside the block, sharing its id prefix with the heading', () => {
    const { page, island, props } = onIslandDocument(<ContactFormBlock text="<p>Write to us</p>" />);
    const heading = page.querySelector('h2')!;
    expect(heading.textContent).toBe('Get In Touch');
    expect(heading.id).toBe(`${(props as { id: string }).id}-heading`);
    expect(island?.parentElement?.className).toBe('col-lg-8');
    expect(island?.querySelector('form.nb-contact-form__panel')).not.toBeNull();
  });

  it('hero, team, FAQ and overview slider draw their islands inside their sections', () => {
    const hero = onIslandDocument(
      <HeroBannerBlock block={{ cmpBlock_hero_banner_heading: 'Tooling', cmpBlock_hero_banner_image: '/images/h.jpg' }} />,
    );
    expect(hero.island?.querySelector('section.nb-hero h1')?.textContent).toBe('Tooling');
    const team = onIslandDocument(
      <TeamBlock block={{ cmpBlock_team_lists: [{ cmpBlock_team_name: 'Ann', cmpBlock_team_about: '<p>Hi</p>' }] }} />,
    );
    expect(team.island?.parentElement?.className).toBe('container');
    expect(team.island?.querySelector('ul.nb-team__grid > li.nb-team-card')).not.toBeNull();
    const faq = onIslandDocument(<FaqTabsBlock block={{}} />);
    expect([...(faq.island?.querySelectorAll('[role="tab"]') ?? [])].map((t) => t.textContent)).toEqual([
      'Product Insights',
      'Order Queries',
      'General Inquiries',
    ]);
    // Through the registry, whose client-application slider waits for the screen before loading swiper/react.
    const Slider = BLOCK_COMPONENTS.overview_slider;
    const slider = onIslandDocument(<Slider block={{ cmpBlock_overview_slider_images: ['/images/a.jpg'] }} />);
    expect(slider.island?.dataset.when).toBe('idle');
    expect(slider.page.querySelector('section.nb-overview-slider > .container > nb-island .swiper-slide img')).not.toBeNull();
  });
});
