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
/** An observer that sees its element on the screen at once, and the margin it was asked for. */
function slidesInSight(): string[] {
  const margins: string[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly seen: IntersectionObserverCallback,
        options: IntersectionObserverInit,
      ) {
        margins.push(options.rootMargin ?? '');
      }
      observe(target: Element) {
        this.seen([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
  return margins;
}
const pause = (slider: HTMLElement) => slider.querySelector<HTMLButtonElement>('.nb-overview-slider__pause');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the overview slider island', () => {
  it('serves the photos as swiper/react draws them, and starts a looping Swiper near the screen, which the visitor can pause and play', async () => {
    reducedMotion(false);
    const margins = slidesInSight();
    const server = renderToString(<OverviewSliderIsland {...PROPS} />);
    expect(server).toContain(
      '<div class="swiper nb-overview-slider__swiper"><div class="swiper-wrapper"><div class="swiper-slide"><figure',
    );
    expect(server).toContain(
      '<div class="swiper-button-prev"></div><div class="swiper-button-next"></div><div class="swiper-pagination"></div>',
    );
    const slider = await serveAndHydrate();
    await vi.waitFor(() => expect(slider.querySelector('.swiper.swiper-initialized')).not.toBeNull(), { timeout: 5000 });
    expect(margins).toEqual(['400px 0px']);
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
    expect(slider.querySelector('.swiper-initialized')).toBeNull();
    // Out of sight it waits; a pointer reaching the slides starts it.
    await act(() => void slider.querySelector('.swiper')!.dispatchEvent(new Event('pointerenter')));
    await vi.waitFor(() => expect(slider.querySelector('.swiper.swiper-initialized')).not.toBeNull(), { timeout: 5000 });
  });
});
