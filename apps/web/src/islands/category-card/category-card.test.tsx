/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryCard, type CategoryCardItem } from './category-card';

const CARD: CategoryCardItem = { id: 'c1', name: 'Punches', image: '', to: '/product/punches/c1' };

async function serveAndHydrate(): Promise<HTMLAnchorElement> {
  const element = document.createElement('div');
  element.innerHTML = renderToString(<CategoryCard card={CARD} />);
  document.body.append(element);
  await act(() => hydrate(<CategoryCard card={CARD} />, element));
  return element.querySelector('a')!;
}

/** A screen with a mouse (hover) or a touch screen. */
const pointer = (hovers: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: hovers, media: query }));
const tooltip = () => document.querySelector('[role="tooltip"]');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the category card of the islands', () => {
  it("shows 'Explore our {name} categories' to a mouse's hover, describing the link, and hides it on leaving", async () => {
    pointer(true);
    const card = await serveAndHydrate();
    await act(() => void card.dispatchEvent(new MouseEvent('mouseenter')));
    expect(tooltip()?.textContent).toBe('Explore our Punches categories');
    expect(tooltip()?.className).toContain('tooltip bs-tooltip-top');
    expect(card.getAttribute('aria-describedby')).toBe('cat-tip-c1');
    await act(() => void card.dispatchEvent(new MouseEvent('mouseleave')));
    expect(tooltip()).toBeNull();
    expect(card.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows it to keyboard focus too', async () => {
    pointer(true);
    const card = await serveAndHydrate();
    await act(() => card.focus());
    expect(tooltip()?.textContent).toBe('Explore our Punches categories');
    await act(() => card.blur());
    expect(tooltip()).toBeNull();
  });

  it('never shows it on a touch screen, where a tap would put it over the heading (issue 28)', async () => {
    pointer(false);
    const card = await serveAndHydrate();
    await act(() => void card.dispatchEvent(new MouseEvent('mouseenter')));
    await act(() => card.focus());
    expect(tooltip()).toBeNull();
    expect(card.getAttribute('href')).toBe('/product/punches/c1');
  });
});
