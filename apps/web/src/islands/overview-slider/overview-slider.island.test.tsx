/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OverviewSliderIsland, { type OverviewSliderIslandProps } from './overview-slider.island';

const PROPS: OverviewSliderIslandProps = {
  photos: ['a', 'b', 'c', 'd'].map((n) => ({ src: `/uploads/plant-${n}.jpg`, alt: `Plant ${n}` })),
};

async function serveAndHydrate(): Promise<HTMLElement> {
  const element = document.createElement('nb-island');
  element.innerHTML = renderToString(<OverviewSliderIsland {...PROPS} />);
  document.body.append(element);
  await act(() => hydrate(<OverviewSliderIsland {...PROPS} />, element));
  return element;
}

const reducedMotion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce, media: query }));
const pause = (slider: HTMLElement) => slider.querySelector<HTMLButtonElement>('.nb-overview-slider__pause');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the overview slider island', () => {
  it('serves the photos as swiper/react draws them, and starts a looping Swiper the visitor can pause and play', async () => {
    reducedMotion(false);
    const server = renderToString(<OverviewSliderIsland {...PROPS} />);
    expect(server).toContain(
      '<div class="swiper nb-overview-slider__swiper"><div class="swiper-wrapper"><div class="swiper-slide"><figure',
    );
    expect(server).toContain(
      '<div class="swiper-button-prev"></div><div class="swiper-button-next"></div><div class="swiper-pagination"></div>',
    );
    const slider = await serveAndHydrate();
    await vi.waitFor(() => expect(slider.querySelector('.swiper.swiper-initialized')).not.toBeNull(), { timeout: 5000 });
    // Pagination bullets: one a photo (four photos loop).
    expect(slider.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(4);
    expect(slider.querySelectorAll('img[alt^="Plant"]')).toHaveLength(4);
    await act(() => pause(slider)!.click());
    expect(pause(slider)?.textContent).toBe('Play slideshow');
    await act(() => pause(slider)!.click());
    expect(pause(slider)?.textContent).toBe('Pause slideshow');
  });

  it('stays still, with no pause button, for a visitor who asks for reduced motion', async () => {
    reducedMotion(true);
    const slider = await serveAndHydrate();
    expect(pause(slider)).toBeNull();
    await vi.waitFor(() => expect(slider.querySelector('.swiper.swiper-initialized')).not.toBeNull(), { timeout: 5000 });
  });
});
