import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { CategoryCard } from './category-card';
import { ProductCard } from './product-card';

// Issue 28 item 16: tapping a card on a phone showed a tooltip over its heading. The full name
// stays for screen readers, and the tooltips for a mouse.

const LONG = 'Thick Turret Punch, round, for Amada Z stations 31.7 mm';

const pointer = (fine: boolean) =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: fine,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));

afterEach(() => vi.unstubAllGlobals());

const category = { _id: 'cat-1', category_name: 'Punches', category_image: '' };
const renderCategory = () => renderRoutes([{ path: '/', element: <CategoryCard category={category} to="/punches" /> }], { at: '/' });

describe('cards on a touch screen', () => {
  it('a category card shows no tooltip when tapped', () => {
    pointer(false);
    renderCategory();
    const link = screen.getByRole('link', { name: 'Punches' });
    fireEvent.mouseOver(link);
    fireEvent.focus(link);
    fireEvent.click(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("a category card keeps the spec's tooltip for a mouse", async () => {
    pointer(true);
    renderCategory();
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Punches' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Explore our Punches categories');
  });

  it('a product card has no title tooltip; its heading is the full name', () => {
    renderRoutes([{ path: '/', element: <ProductCard product={product({ product_name: LONG })} /> }], { at: '/' });
    const heading = screen.getByRole('heading', { name: LONG });
    expect(heading.querySelector('[title]')).toBeNull();
    expect(document.querySelector('.nb-product-card__image[title], .nb-product-card__image [title]')).toBeNull();
  });
});
