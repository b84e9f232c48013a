import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine } from '../../test/fixtures';
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

  it('leads to the checkout when every line can be ordered', async () => {
    fakeApi({ 'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]) });
    renderRoutes(routes, { at: paths.cart, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Proceed to Buy' }));
    expect(await screen.findByText(`Landed on ${paths.checkout}`)).toBeInTheDocument();
  });
});
