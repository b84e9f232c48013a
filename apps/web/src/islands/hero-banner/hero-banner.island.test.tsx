/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HeroBannerIsland, { type HeroBannerIslandProps } from './hero-banner.island';

const PROPS: HeroBannerIslandProps = {
  heading: 'Tooling for press brakes',
  image: { src: '/images/hero.jpg', widths: [640, 1280], sizes: '100vw' },
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the hero banner island', () => {
  it('serves the heading and its eager picture, and becomes active 1 s after the page arrives (spec section 9)', async () => {
    vi.useFakeTimers();
    const element = document.createElement('nb-island');
    element.innerHTML = renderToString(<HeroBannerIsland {...PROPS} />);
    document.body.append(element);
    await act(() => hydrate(<HeroBannerIsland {...PROPS} />, element));
    const hero = element.querySelector('section.nb-hero')!;
    expect(hero.querySelector('h1.nb-hero__heading')?.textContent).toBe('Tooling for press brakes');
    const img = hero.querySelector('img.nb-hero__image')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(hero.classList.contains('active')).toBe(false);
    await act(() => void vi.advanceTimersByTime(999));
    expect(hero.classList.contains('active')).toBe(false);
    await act(() => void vi.advanceTimersByTime(1));
    expect(hero.classList.contains('active')).toBe(true);
  });
});
