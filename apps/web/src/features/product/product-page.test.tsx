import type { CartChangedAnswer, WishlistChangedAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, cartVariant, product, variant } from '../../test/fixtures';
import { CUSTOMER, landing, renderRoutes } from '../../test/render';
import { productLoader } from './product-loader';
import { ProductPage } from './product-page';

const routes = [{ path: '/:name/:id', loader: productLoader, Component: ProductPage }, landing(paths.login)];
const AT = paths.product('thick-turret-punch', 'prod-1');

// The buying buttons are an island: a visitor's press leaves for the login document.
const goTo = vi.fn();
vi.mock('../../islands/navigate', () => ({ goTo: (url: string) => goTo(url), loadAgain: vi.fn() }));
beforeEach(() => {
  goTo.mockClear();
  // The islands read the address the browser shows, as the application's router keeps it.
  history.replaceState(null, '', AT);
});
// The product appears 0.5 s after the path changes (spec section 9).
const SHOWN = { timeout: 3000 };

function serveProduct(shown = product(), more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET product/public/prod-1': { result: shown },
    'POST product/public/find/many': { result: [] },
    ...more,
  });
}

const withVariants = product({ product_variants_status: true, product_variants: [variant()] });

describe('the variants table', () => {
  it('shows the spec message in the alert above the table when the measurement is not valid', async () => {
    serveProduct(withVariants);
    renderRoutes(routes, { at: AT, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Options of Round 10' }, SHOWN));
    const measurement = screen.getByRole('textbox', { name: 'Measurement' });
    await user.type(measurement, 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid numeric value.');

    await user.clear(measurement);
    await user.type(measurement, '25');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a value between 10 MM and 20 MM.');

    await user.clear(measurement);
    await user.type(measurement, '15');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("locks the choices of a variant already in the cart and shows them under 'User Selected'", async () => {
    serveProduct(withVariants);
    const inCart = cartVariant({ variant_measurement_selected: { type: 'MM', value: 15, min: 10, max: 20 } });
    renderRoutes(routes, {
      at: AT,
      customer: CUSTOMER,
      preloaded: { cart: { userCartData: [cartLine({ cart_selected_product_variants: [inCart] })], userCartCharges: {} } },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Options of Round 10' }, SHOWN));
    const measurement = screen.getByRole('textbox', { name: 'Measurement' });
    expect(measurement).toBeDisabled();
    expect(measurement).toHaveValue('15');
    expect(screen.getByRole('combobox', { name: 'Unit' })).toBeDisabled();
    expect(screen.getByText('This variant is in your cart with the choices below. Remove it to choose again.')).toBeInTheDocument();

    const selected = screen.getByRole('heading', { name: 'User Selected' }).parentElement!;
    expect(within(selected).getByText('Measurement: 15 MM')).toBeInTheDocument();
    expect(within(selected).queryByText('N/A')).not.toBeInTheDocument();
    // The add button gives way to the variant's quantity control.
    expect(screen.queryByRole('button', { name: 'Add Round 10 to cart' })).not.toBeInTheDocument();
  });

  it("shows 'N/A' under 'User Selected' for a variant not in the cart", async () => {
    serveProduct(withVariants);
    renderRoutes(routes, { at: AT, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Options of Round 10' }, SHOWN));
    expect(screen.getByRole('textbox', { name: 'Measurement' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'User Selected' }).parentElement).toHaveTextContent('N/A');
  });
});

describe('the product actions of a visitor', () => {
  it('sends a visitor pressing Add to Cart to the login page, without calling the cart', async () => {
    const sent = serveProduct();
    renderRoutes(routes, { at: AT });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Add to Cart/ }, SHOWN));
    // The login page (a document: the buttons are an island) comes back here afterwards (issue 16).
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(`${paths.login}?redirect=${encodeURIComponent(AT)}`), SHOWN);
    expect(sent.some((r) => r.path.startsWith('cart/'))).toBe(false);
  });

  it('sends a visitor pressing the wishlist heart to the login page', async () => {
    const sent = serveProduct();
    renderRoutes(routes, { at: AT });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }, SHOWN));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(`${paths.login}?redirect=${encodeURIComponent(AT)}`), SHOWN);
    expect(sent.some((r) => r.path.startsWith('wishlist/'))).toBe(false);
  });
});

describe('the product actions of a customer', () => {
  it("adds the product to the cart: the button then says 'Item added to your cart'", async () => {
    const sent = serveProduct(product(), {
      'POST cart/add-to-cart': {
        ...cartAnswer([cartLine({ cart_product_quantity: 1 })]),
        message: 'Item added to your cart.',
      } satisfies CartChangedAnswer,
    });
    renderRoutes(routes, { at: AT, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Add to Cart/ }, SHOWN));
    expect(await screen.findByRole('button', { name: /Item added to your cart/ })).toBeInTheDocument();
    expect(sent.find((r) => r.path === 'cart/add-to-cart')?.body).toEqual({
      cart_customer_id: 'cust-1',
      cart_product_id: 'prod-1',
      cart_product_quantity: 1,
    });
  });

  it('toggles the wishlist heart', async () => {
    serveProduct(product(), {
      'PUT wishlist/update/cust-1': {
        status: true,
        message: 'Product has been added to the wishlist.',
        result: [product()],
      } satisfies WishlistChangedAnswer,
      'DELETE wishlist/cust-1/prod-1': { status: true, message: 'Product has been removed to the wishlist.', result: [] },
    });
    renderRoutes(routes, { at: AT, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }, SHOWN));
    await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });
});

describe('what the product fits and when it ships (issue 16)', () => {
  it("names the machines it fits and says 'In stock' while there is stock", async () => {
    serveProduct(product({ product_fits: ['Amada EMK 3610 NT', 'Trumpf TruPunch 1000'], product_quantity: 4 }));
    renderRoutes(routes, { at: AT });
    expect(await screen.findByText('Amada EMK 3610 NT, Trumpf TruPunch 1000', {}, SHOWN)).toBeInTheDocument();
    expect(screen.getByText('Fits:')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it("gives the shop's lead time when none is in stock, and no 'Fits' line for a product listed for no machine", async () => {
    serveProduct(product({ product_fits: [], product_quantity: 0 }));
    renderRoutes(routes, { at: AT });
    expect(await screen.findByText('Ships in 10 days', {}, SHOWN)).toBeInTheDocument();
    expect(screen.queryByText('Fits:')).not.toBeInTheDocument();
  });
});
