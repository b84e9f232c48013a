import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { archivedLine, PRICE_NOTE, repricedLine } from '../../test/cart-notice-fixtures';
import { cartAnswer } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { CartDrawer } from './cart-drawer';

// Issue 12: what the cart shows when staff changed a price, or archived a product or variant, since
// the customer added it: the header's cart drawer.

describe('the cart drawer after catalog changes', () => {
  it('shows the price notice and keeps Proceed to Buy closed while an item is no longer available', () => {
    // Offcanvas asks for the breakpoint; jsdom has no media queries.
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
    const lines = [repricedLine(), archivedLine()];
    renderRoutes([{ path: paths.home, Component: CartDrawer }], {
      at: paths.home,
      customer: CUSTOMER,
      preloaded: { header: { cartMenuToggle: true }, cart: { userCartData: lines, userCartCharges: cartAnswer(lines).data.cart_charges } },
    });

    const drawer = within(screen.getByRole('dialog', { name: 'Your Cart' }));
    expect(drawer.getByRole('status')).toHaveTextContent(PRICE_NOTE);
    expect(drawer.getByText(/Price changed since you added this/)).toHaveTextContent('was $60.00, now $65.00');
    expect(drawer.getByText('No longer available')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Proceed to Buy' })).toBeDisabled();
    expect(drawer.getByRole('button', { name: 'Proceed to Buy' })).toHaveAccessibleDescription(
      'Old Stripper Plate is no longer available. Remove it from your cart to proceed.',
    );
  });
});
