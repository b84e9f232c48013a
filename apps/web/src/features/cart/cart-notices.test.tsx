import type { CartChangedAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { archivedLine, PRICE_NOTE, repricedLine, variantLine } from '../../test/cart-notice-fixtures';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine } from '../../test/fixtures';
import { CUSTOMER, landing, renderRoutes } from '../../test/render';
import { CartPage } from './cart-page';

// Issue 12: what the cart shows when staff changed a price, or archived a product or variant, since
// the customer added it: the cart page (the drawer and the checkout have their own tests).

const cartRoutes = [{ path: paths.cart, Component: CartPage }, landing(paths.checkout)];

const lineItem = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('the cart page after catalog changes', () => {
  it('tells the customer which prices changed, on the line and once above the lines', async () => {
    fakeApi({ 'GET cart/customer-cart-list/cust-1': cartAnswer([repricedLine(), cartLine({ _id: 'line-9', cart_product_id: 'prod-9' })]) });
    renderRoutes(cartRoutes, { at: paths.cart, customer: CUSTOMER });

    expect(await screen.findByRole('status')).toHaveTextContent(PRICE_NOTE);
    // Only the repriced line has a notice; the other line was added at today's price.
    expect(screen.getAllByText(/Price changed since you added this/)).toHaveLength(1);
    expect(screen.getByText(/Price changed since you added this/)).toHaveTextContent(
      'Price changed since you added this: was $60.00, now $65.00',
    );
    // A changed price is information: checkout stays open.
    expect(screen.getByRole('link', { name: 'Proceed to Buy' })).toBeInTheDocument();
  });

  it('shows no note when every price is as it was', async () => {
    fakeApi({ 'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine({ cart_product_price_was: null })]) });
    renderRoutes(cartRoutes, { at: paths.cart, customer: CUSTOMER });

    expect(await screen.findByRole('link', { name: 'Proceed to Buy' })).toBeInTheDocument();
    expect(screen.queryByText(PRICE_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByText(/Price changed since you added this/)).not.toBeInTheDocument();
  });

  it('marks an archived product and variant as no longer available, closes checkout and says why', async () => {
    const sent = fakeApi({
      'GET cart/customer-cart-list/cust-1': cartAnswer([variantLine(), archivedLine()]),
      'DELETE cart/remove-to-cart/cust-1/line-3': {
        status: true,
        message: 'Item removed from your cart.',
        data: cartAnswer([variantLine()]).data,
      } satisfies CartChangedAnswer,
    });
    renderRoutes(cartRoutes, { at: paths.cart, customer: CUSTOMER });
    const user = userEvent.setup();

    const archived = within(await screen.findByRole('heading', { name: 'Old Stripper Plate' }).then((h) => h.closest('li')!));
    expect(archived.getByText('No longer available')).toBeInTheDocument();
    // Its page is gone: the name is not a link, and there is nothing to count.
    expect(archived.queryByRole('link', { name: 'Old Stripper Plate' })).not.toBeInTheDocument();
    expect(archived.queryByRole('spinbutton')).not.toBeInTheDocument();

    const variants = within(lineItem('Round Punch'));
    expect(variants.getByText(/Price changed since you added this/)).toHaveTextContent('was $45.00, now $40.50');
    expect(variants.getAllByText('No longer available')).toHaveLength(1);
    expect(variants.getByRole('button', { name: 'Remove Round Punch, Round 12 from cart' })).toBeEnabled();

    const proceed = screen.getByRole('button', { name: 'Proceed to Buy' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      'Some items are no longer available: Round Punch (Round 12), Old Stripper Plate. Remove them from your cart to proceed.',
    );

    await user.click(archived.getByRole('button', { name: 'Remove Old Stripper Plate from cart' }));
    expect(await screen.findByRole('button', { name: 'Proceed to Buy' })).toHaveAccessibleDescription(
      'Round Punch (Round 12) is no longer available. Remove it from your cart to proceed.',
    );
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['cart/remove-to-cart/cust-1/line-3']);
  });
});
