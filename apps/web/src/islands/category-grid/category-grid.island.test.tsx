/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CategoryGridIsland, { type CategoryGridIslandProps } from './category-grid.island';

const PROPS: CategoryGridIslandProps = {
  first: 2,
  cards: [
    { id: 'c1', name: 'Round Punches', image: '', to: '/product/punches/round/c1' },
    { id: 'c2', name: 'Square Punches', image: '/images/square.jpg', to: '/product/punches/square/c2' },
    { id: 'c3', name: 'Oblong Punches', image: '/images/oblong.jpg', to: '/product/punches/oblong/c3' },
  ],
};

/** The grid as an island page serves it: the server's HTML, then hydrated in place. */
async function serveAndHydrate(): Promise<HTMLElement> {
  const element = document.createElement('nb-island');
  element.innerHTML = renderToString(<CategoryGridIsland {...PROPS} />);
  document.body.append(element);
  await act(() => hydrate(<CategoryGridIsland {...PROPS} />, element));
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the category grid island', () => {
  it('lists every child category as a link to its products page, the default picture for one without', async () => {
    const grid = await serveAndHydrate();
    const links = [...grid.querySelectorAll<HTMLAnchorElement>('ul.nb-category-grid > li > a.nb-category-card')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/product/punches/round/c1', 'Round Punches'],
      ['/product/punches/square/c2', 'Square Punches'],
      ['/product/punches/oblong/c3', 'Oblong Punches'],
    ]);
    expect(links[0].querySelector('img')?.getAttribute('src')).toBe('/images/product-default-1.png');
  });

  it('fetches the first cards’ pictures at once and the others lazily', async () => {
    const grid = await serveAndHydrate();
    const imgs = [...grid.querySelectorAll('img')];
    expect(imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it("shows 'Explore our {name} categories' to a mouse's hover", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    const grid = await serveAndHydrate();
    const card = grid.querySelectorAll('a')[1];
    await act(() => void card.dispatchEvent(new MouseEvent('mouseenter')));
    expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Explore our Square Punches categories');
    await act(() => void card.dispatchEvent(new MouseEvent('mouseleave')));
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
  });
});
