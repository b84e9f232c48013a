import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, cartVariant } from '../../test/fixtures';
import { CUSTOMER, landing, renderRoutes } from '../../test/render';
import { CartPage } from './cart-page';

const routes = [{ path: paths.cart, Component: CartPage }, landing(paths.checkout)];

describe('the cart page', () => {
  it('shows the problem of a line that cannot be ordered and blocks Proceed to Buy', async () => {
    fakeApi({
      'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine({ cart_item_problem: 'This product is no longer sold.' })]),
    });
    renderRoutes(routes, { at: paths.cart, customer: CUSTOMER });

    expect(await screen.findByText('This product is no longer sold.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Shopping Lists/ })).toHaveTextContent('(1 item)');
    expect(screen.getByText(/An item in your cart can no longer be ordered as it is/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Buy' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Proceed to Buy' })).not.toBeInTheDocument();
  });

  it("counts each configured variant as a line and totals the sub total and the checkout's shipping charge (issue 16)", async () => {
    const punch = cartLine({
      _id: 'line-2',
      cart_product_id: 'prod-2',
      cart_product_price: 0,
      cart_product_quantity: 1,
      cart_product_total: 0,
      cart_item_total: 90,
      cart_selected_product_variants: [cartVariant(), cartVariant({ _id: 'var-2', variant_name: 'Square 12', variant_sku: 'SQ-12' })],
    });
    const sent = fakeApi({
      'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine(), punch]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
    });
    renderRoutes(routes, { at: paths.cart, customer: CUSTOMER });

    expect(await screen.findByRole('heading', { name: /Shopping Lists/ })).toHaveTextContent('(3 items)');
    const summary = within(screen.getByRole('complementary', { name: 'Order Summary' }));
    // Each row by its spec note: Sub Total 'Your Cart Total', Shipping 'Orders ship via UPS', Total 'Total Cost of Your Order'.
    const row = (note: string) => summary.getByText(note).closest('div')!;
    expect(row('Your Cart Total')).toHaveTextContent('$210.00');
    expect(await within(row('Orders ship via UPS')).findByText('$15.00')).toBeInTheDocument();
    expect(row('Total Cost of Your Order')).toHaveTextContent('$225.00');
    expect(row('Total Cost of Your Order')).not.toHaveTextContent('plus shipping');
    expect(sent.find((r) => r.path === 'ups/shipping/charge')?.body).toEqual({ orderSubTotal: 210 });
  });

  it('leaves shipping to the checkout when the rate cannot be had', async () => {
    fakeApi({
      'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]),
      'POST ups/shipping/charge': { status: 503, body: { success: false, message: 'Rates unavailable' } },
    });
    renderRoutes(routes, { at: paths.cart, customer: CUSTOMER });

    expect(await screen.findByText('Calculated at checkout')).toBeInTheDocument();
    expect(screen.getByText('plus shipping')).toBeInTheDocument();
  });

  it('leads to the checkout when every line can be ordered', async () => {
    fakeApi({ 'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]) });
    renderRoutes(routes, { at: paths.cart, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Proceed to Buy' }));
    expect(await screen.findByText(`Landed on ${paths.checkout}`)).toBeInTheDocument();
  });
});
