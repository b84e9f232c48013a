import type { CartItem, CustomerAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { archivedLine, repricedLine } from '../../test/cart-notice-fixtures';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, customerRecord } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { CheckoutPage } from './checkout-page';

// Issue 12: what the cart shows when staff changed a price, or archived a product or variant, since
// the customer added it: the checkout's summary.

describe('the checkout summary after catalog changes', () => {
  const customerAnswer: CustomerAnswer = { status: true, result: customerRecord() };
  const checkout = (lines: CartItem[]) => {
    fakeApi({
      'GET customer/cust-1': customerAnswer,
      'GET cart/customer-cart-list/cust-1': cartAnswer(lines),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
    });
    renderRoutes([{ path: paths.checkout, Component: CheckoutPage }], { at: paths.checkout, customer: CUSTOMER });
  };

  it('notes changed prices beside the totals and on the line in View Cart Items', async () => {
    checkout([repricedLine()]);
    const user = userEvent.setup();

    expect(
      await screen.findByText(/Some prices have changed since you added these items; the totals use today’s prices/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process to order' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'View Cart Items' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Your Cart Items' }));
    expect(modal.getByText(/Price changed since you added this/)).toHaveTextContent('was $60.00, now $65.00');
  });

  it('will not place an order while an item is no longer available, and leads back to the cart', async () => {
    checkout([repricedLine(), archivedLine()]);

    const place = await screen.findByRole('button', { name: 'Process to order' });
    expect(place).toBeDisabled();
    // The server's words for the line name the product.
    expect(place).toHaveAccessibleDescription(/^Old Stripper Plate is no longer available\. Please remove it from your cart\./);
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', paths.cart);
  });
});
