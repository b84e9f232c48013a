import type { CustomerAnswer, OrderCreatedAnswer } from '@northbend/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, customerRecord } from '../../test/fixtures';
import { CUSTOMER, landing, renderRoutes } from '../../test/render';
import { CheckoutPage } from './checkout-page';

// Issue 14: the PO number and note on tab 2, checked before the order is sent.

// Typing and the 1.5 s before the success page take a while on a loaded machine.
const SLOW = { timeout: 20_000 };

const routes = [{ path: paths.checkout, Component: CheckoutPage }, landing(paths.orderPlaced), landing(paths.orderFailed)];

function shop(poRequired: boolean) {
  return fakeApi({
    'GET customer/cust-1': { status: true, result: customerRecord({ user_po_required: poRequired }) } satisfies CustomerAnswer,
    'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]),
    'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
    'POST order/create': {
      success: true,
      message: 'Order placed.',
      result: { order_id: 'NB-100001', payment_method_type: 'COD' },
    } satisfies OrderCreatedAnswer,
  });
}

describe('the PO number and note at checkout', () => {
  it("refuses 'Process to order' without a PO number when the account needs one, sending nothing", SLOW, async () => {
    const sent = shop(true);
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const user = userEvent.setup();

    const po = await screen.findByRole('textbox', { name: 'PO number' });
    expect(po).toHaveAccessibleDescription('Your account needs your purchase order number on every order.');
    await user.click(screen.getByRole('button', { name: 'Process to order' }));

    expect(po).toHaveAccessibleDescription('PO number is required for your account. Please enter your purchase order number.');
    expect(po).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => document.activeElement).toBe(po);
    expect(sent.some((r) => r.path === 'order/create')).toBe(false);

    // The message follows the typing, and the order then goes with the PO number and the note.
    await user.type(po, ' 4500-7781 ');
    expect(po).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByRole('textbox', { name: 'Note to us (optional)' }), 'Dock 4, ask for Sam');
    await user.click(screen.getByRole('button', { name: 'Process to order' }));
    expect(await screen.findByText(`Landed on ${paths.orderPlaced}?order_id=NB-100001`, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(sent.filter((r) => r.path === 'order/create').map((r) => r.body)).toEqual([
      { customer_id: 'cust-1', customer_payment: { type: 'COD' }, po_number: '4500-7781', order_note: 'Dock 4, ask for Sam' },
    ]);
  });

  it('leaves the PO number optional otherwise, and counts down what the note may still hold', SLOW, async () => {
    const sent = shop(false);
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const user = userEvent.setup();

    expect(await screen.findByRole('textbox', { name: 'PO number (optional)' })).toHaveAttribute('maxlength', '35');
    const note = screen.getByRole('textbox', { name: 'Note to us (optional)' });
    await user.type(note, 'Hello');
    expect(note).toHaveAccessibleDescription('Delivery instructions or anything we should know. 495 of 500 characters left.');
    await user.click(screen.getByRole('button', { name: 'Process to order' }));
    expect(await screen.findByText(`Landed on ${paths.orderPlaced}?order_id=NB-100001`, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(sent.filter((r) => r.path === 'order/create').map((r) => r.body)).toEqual([
      { customer_id: 'cust-1', customer_payment: { type: 'COD' }, order_note: 'Hello' },
    ]);
  });
});
