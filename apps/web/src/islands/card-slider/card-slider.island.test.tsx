/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CardSliderIsland, { type CardSliderIslandProps } from './card-slider.island';

const PROPS: CardSliderIslandProps = {
  label: 'Product categories',
  cards: [
    { id: 'c1', name: 'Punches', image: '', to: '/product/punches/c1' },
    { id: 'c2', name: 'Dies', image: '/images/dies.jpg', to: '/product/dies/c2' },
  ],
};

/** The slider as an island page serves it: the server's HTML, then hydrated in place. */
async function serveAndHydrate(): Promise<HTMLElement> {
  const element = document.createElement('nb-island');
  element.innerHTML = renderToString(<CardSliderIsland {...PROPS} />);
  document.body.append(element);
  await act(() => hydrate(<CardSliderIsland {...PROPS} />, element));
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the card slider island', () => {
  it('serves the still track: every card a plain link to its category, the default picture for one without', async () => {
    const slider = await serveAndHydrate();
    const track = slider.querySelector('.nb-card-slider--still[role="group"]')!;
    expect(track.getAttribute('aria-label')).toBe('Product categories');
    const links = [...track.querySelectorAll<HTMLAnchorElement>('.nb-card-slider__slide > a.nb-category-card')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/product/punches/c1', 'Punches'],
      ['/product/dies/c2', 'Dies'],
    ]);
    expect(links[0].querySelector('img')?.getAttribute('src')).toBe('/images/product-default-1.png');
  });

  it('becomes a Swiper with arrows once a pointer reaches it, the same cards in its slides', async () => {
    const slider = await serveAndHydrate();
    await act(() => void slider.querySelector('.nb-card-slider-box')!.dispatchEvent(new Event('pointerenter')));
    await vi.waitFor(() => expect(slider.querySelector('.swiper.nb-card-slider.swiper-initialized')).not.toBeNull(), { timeout: 5000 });
    expect(slider.querySelector('.nb-card-slider--still')).toBeNull();
    expect([...slider.querySelectorAll('.swiper-slide .nb-category-card__name')].map((n) => n.textContent)).toEqual(['Punches', 'Dies']);
    expect(slider.querySelector('.swiper-button-next')).not.toBeNull();
  });
});
