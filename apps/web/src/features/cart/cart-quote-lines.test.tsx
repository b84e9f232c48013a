import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { OrderedLines } from '../../components/ordered-lines';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { CartPage } from './cart-page';

// A line of an accepted quote (issue 14 item 5), as the cart API answers it: no product behind it.
const quoteLine = (over: Parameters<typeof cartLine>[0] = {}) =>
  cartLine({
    _id: 'cq-1',
    cart_product_id: '',
    cart_product: { product_images: [], product_name: 'Obround punch 12 × 30 mm, TiN', product_slug: '', product_sku: 'Q-10001-1' },
    cart_product_price: 120,
    cart_product_quantity: 4,
    cart_product_total: 480,
    cart_item_total: 480,
    cart_quote: { quote_number: 'Q-10001', valid_until: '2026-12-30' },
    ...over,
  });

describe('quote lines in the cart', { timeout: 30_000 }, () => {
  it('show the quote and its validity, no product link and no quantity stepper, and can be removed', async () => {
    const sent = fakeApi({
      'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine(), quoteLine()]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
      'DELETE cart/remove-to-cart/cust-1/cq-1': {
        status: true,
        message: 'Item removed from your cart.',
        data: cartAnswer([cartLine()]).data,
      },
    });
    renderRoutes([{ path: paths.cart, Component: CartPage }], { at: paths.cart, customer: CUSTOMER });
    const user = userEvent.setup();

    const lines = await screen.findAllByRole('listitem');
    const line = lines.find((l) => l.textContent?.includes('Q-10001-1'))!;
    expect(within(line).getByText('Quote Q-10001 · valid until Dec 30, 2026')).toBeInTheDocument();
    expect(within(line).getByText('Obround punch 12 × 30 mm, TiN').closest('a')).toBeNull();
    expect(within(line).queryAllByRole('link')).toEqual([]);
    expect(within(line).getByText('Qty 4')).toBeInTheDocument();
    expect(within(line).queryByRole('button', { name: /Increase|Decrease/i })).not.toBeInTheDocument();
    expect(within(line).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(line).toHaveTextContent('$120.00 each');
    expect(line).toHaveTextContent('$480.00');
    // The plain product's line keeps its stepper.
    const plain = lines.find((l) => l.textContent?.includes('TT-100'))!;
    expect(within(plain).getAllByRole('button').length).toBeGreaterThan(1);

    await user.click(within(line).getByRole('button', { name: 'Remove Obround punch 12 × 30 mm, TiN from cart' }));
    await expect.poll(() => screen.queryByText('Q-10001-1', { exact: false })).toBeNull();
    expect(sent.some((r) => r.method === 'DELETE' && r.path === 'cart/remove-to-cart/cust-1/cq-1')).toBe(true);
  });

  it('read as the quote’s lines on the checkout summary and the order page, with the placeholder image', () => {
    const { cart_item_problem: _problem, ...line } = quoteLine();
    renderRoutes([{ path: '/', element: <OrderedLines lines={[line]} label="Items of order NB-100042" /> }], { at: '/' });
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Obround punch 12 × 30 mm, TiN SKU Q-10001-1');
    expect(item).toHaveTextContent('Quote Q-10001 · valid until Dec 30, 2026');
    expect(item).toHaveTextContent('4 × $120.00$480.00');
    expect(item.querySelector('img')?.getAttribute('src')).toContain('product-default-1');
  });
});
