import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine } from '../../test/fixtures';
import { CUSTOMER, landing, renderRoutes } from '../../test/render';
import { CartPage } from './cart-page';

// Issue 27: the cart line a quantity break priced says so, with the list price struck through.

describe('the cart line of a quantity break', () => {
  it('says which break priced it, with the list price struck through', async () => {
    fakeApi({
      'GET cart/customer-cart-list/cust-1': cartAnswer([
        cartLine({
          cart_product_price: 95,
          cart_product_list_price: 100,
          cart_price_note: '10+ price applied',
          cart_product_quantity: 10,
          cart_product_total: 950,
          cart_item_total: 950,
        }),
      ]),
    });
    renderRoutes([{ path: paths.cart, Component: CartPage }, landing(paths.checkout)], { at: paths.cart, customer: CUSTOMER });
    const unit = (await screen.findByText('10+ price applied')).closest('.nb-cart-buy__unit')!;
    expect(unit).toHaveTextContent('List price $100.00 $95.00 each10+ price applied');
  });
});
