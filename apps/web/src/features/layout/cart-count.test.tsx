import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, cartVariant } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { CartDrawer } from './cart-drawer';
import { Header } from './header';

// Issue 16: the cart is counted in the lines the buyer sees, each configured variant one, the same
// in the header badge, the drawer and the cart page's heading (cart-page.test.tsx).

/** A plain product and a punch with two configured variants: two product lines, three on the screen. */
const lines = [
  cartLine(),
  cartLine({
    _id: 'line-2',
    cart_product_id: 'prod-2',
    cart_item_total: 90,
    cart_selected_product_variants: [cartVariant(), cartVariant({ _id: 'var-2', variant_name: 'Square 12' })],
  }),
];
const cart = { userCartData: lines, userCartCharges: cartAnswer(lines).data.cart_charges };

// Offcanvas asks for the breakpoint; jsdom has no media queries.
const stubMatchMedia = () =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));

describe('the cart count', () => {
  it('shows 3 on the header badge for a plain product and two variants of one punch', () => {
    fakeApi({});
    renderRoutes([{ path: paths.home, Component: Header }], { at: paths.home, customer: CUSTOMER, preloaded: { cart } });
    expect(within(screen.getByRole('button', { name: 'Open cart' })).getByLabelText('3 items in your cart')).toHaveTextContent('3');
  });

  it('says the same in the drawer', () => {
    stubMatchMedia();
    renderRoutes([{ path: paths.home, Component: CartDrawer }], {
      at: paths.home,
      customer: CUSTOMER,
      preloaded: { header: { cartMenuToggle: true }, cart },
    });
    expect(within(screen.getByRole('dialog', { name: 'Your Cart' })).getByText('(3 items)')).toBeInTheDocument();
  });

  it('sends a visitor from the drawer to the login page that comes back to this page', () => {
    stubMatchMedia();
    renderRoutes([{ path: '/punches/:id', Component: CartDrawer }], {
      at: '/punches/p1?unit=mm',
      preloaded: { header: { cartMenuToggle: true } },
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login?redirect=%2Fpunches%2Fp1%3Funit%3Dmm');
  });
});
