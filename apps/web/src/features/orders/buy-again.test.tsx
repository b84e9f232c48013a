import type { BuyAgainAnswer, OrderListAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, order } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { OrdersPage } from './orders-page';

// Issue 14 on /user/order: the PO number and note of an order, and 'Buy again'.

const toasts = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: toasts }));

const routes = [{ path: paths.orders, Component: OrdersPage }];
const withReferences = order({ po_number: 'PO-4500-7781', order_note: 'Dock 4.\nAsk for Sam.' });

describe('an order on /user/order', () => {
  it('shows its PO number and the note the buyer wrote', async () => {
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [withReferences] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });

    const card = await screen.findByRole('article', { name: 'NB-100001' });
    expect(within(card).getByText('PO-4500-7781').parentElement).toHaveTextContent('Your PO number PO-4500-7781');
    expect(within(card).getByRole('heading', { name: 'Your note to us' }).nextElementSibling).toHaveTextContent('Dock 4. Ask for Sam.');
  });

  it("'Buy again' fills the cart, toasts what was added and lists what was left out with its reason", async () => {
    const answer: BuyAgainAnswer = {
      status: true,
      message: "1 item of order NB-100001 added to your cart at today's prices. 1 item was left out.",
      result: cartAnswer([cartLine()]).data,
      added: [{ part_number: 'NB-TP-B-RD', name: 'Turret Punch (Round 10)', quantity: 4 }],
      refused: [{ part_number: 'NB-GAUGE', name: 'Die Clearance Gauge', message: 'This product is no longer available.' }],
    };
    const sent = fakeApi({
      'GET order/user/cust-1': { success: true, data: { result: [withReferences] } } satisfies OrderListAnswer,
      'POST order/NB-100001/buy-again': answer,
    });
    const { store } = renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'NB-100001' });
    await user.click(within(card).getByRole('button', { name: 'Buy again: add the items of order NB-100001 to your cart' }));

    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Not added to your cart:Die Clearance Gauge (NB-GAUGE): This product is no longer available.',
    );
    expect(sent.filter((r) => r.path === 'order/NB-100001/buy-again')).toEqual([
      { method: 'POST', path: 'order/NB-100001/buy-again', body: {} },
    ]);
    // The cart the server answered with is the store's cart now (the header's badge follows it).
    expect(store.getState().cart.userCartData).toEqual(answer.result.result);
    expect(store.getState().cart.userCartCharges).toEqual(answer.result.cart_charges);
    expect(toasts.success).toHaveBeenCalledTimes(1);
    const { container } = (await import('@testing-library/react')).render(toasts.success.mock.calls[0][0]);
    expect(container).toHaveTextContent(`${answer.message}4 × Turret Punch (Round 10)`);
  });
});
