import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { product } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { WishlistCard } from './wishlist-card';

// Issue 28 item 16: a card's name tooltip popped up over its heading when a phone tapped it.

const LONG = 'Thick Turret Punch, round, for Amada Z stations 31.7 mm';

describe('a wishlist card', () => {
  it('a wishlist card names the product in full to screen readers and sets the tooltip only for a mouse', () => {
    fakeApi({});
    renderRoutes([{ path: '/', element: <WishlistCard product={product({ product_name: LONG })} /> }], { at: '/', customer: CUSTOMER });
    const link = screen.getByRole('link', { name: LONG });
    expect(link).not.toHaveAttribute('title');
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    expect(link).not.toHaveAttribute('title');
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    expect(link).toHaveAttribute('title', LONG);
  });
});
