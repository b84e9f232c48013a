import type {
  CartListAnswer,
  CustomerAnswer,
  Net30Created,
  OrderCreatedAnswer,
  OrderListAnswer,
  PaymentMethodsAnswer,
} from '@northbend/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, customerRecord, order } from '../../test/fixtures';
import { CUSTOMER, landing, renderRoutes } from '../../test/render';
import { CheckoutPage } from './checkout-page';

const routes = [{ path: paths.checkout, Component: CheckoutPage }, landing(paths.orderPlaced), landing(paths.orderFailed)];
// COD and Net 30 go to the success page 1.5 s after the order or invoice (spec section 4).
const AFTER_PAYMENT = { timeout: 4000 };

const customerAnswer: CustomerAnswer = { status: true, result: customerRecord() };

describe('placing an order', () => {
  it("creates the order with 'Process to order' and, paid by COD, goes to the success page", async () => {
    let placed = false;
    const sent = fakeApi({
      'GET customer/cust-1': customerAnswer,
      // The order takes the cart's lines: the cart read afterwards is empty.
      'GET cart/customer-cart-list/cust-1': (): CartListAnswer => cartAnswer(placed ? [] : [cartLine()]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
      'POST order/create': (): OrderCreatedAnswer => {
        placed = true;
        return { success: true, message: 'Order placed.', result: { order_id: 'NB-100001', payment_method_type: 'COD' } };
      },
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const user = userEvent.setup();

    // A saved address opens tab 2 at once; the first method (COD) is chosen.
    expect(await screen.findByRole('tab', { name: '2 Payments Method' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'COD (Cash on Delivery)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Process to order' }));

    expect(await screen.findByText(`Landed on ${paths.orderPlaced}?order_id=NB-100001`, undefined, AFTER_PAYMENT)).toBeInTheDocument();
    const creates = sent.filter((r) => r.path === 'order/create');
    expect(creates).toEqual([{ method: 'POST', path: 'order/create', body: { customer_id: 'cust-1', customer_payment: { type: 'COD' } } }]);
    // Afterwards the cart is read again (it is empty now).
    expect(sent.filter((r) => r.path === 'cart/customer-cart-list/cust-1').length).toBe(2);
  });

  it('goes to the failure page when the order cannot be created', async () => {
    // The checkout toasts its own text; the server's refusal goes to the console (spec section 8).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET customer/cust-1': customerAnswer,
      'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
      'POST order/create': { status: 409, body: { message: 'An item in your cart can no longer be ordered as it is.' } },
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Process to order' }));
    expect(await screen.findByText(`Landed on ${paths.orderFailed}`)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('An item in your cart can no longer be ordered as it is.');
  });

  it('keeps the buyer at the checkout when the company’s terms refuse the method, saying why (issue 27)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal =
      'This order of $1,250.00 would pass your company’s Net 30 credit limit of $1,000.00: $400.00 is open on unpaid invoices, so $600.00 is available. Please choose another payment method.';
    fakeApi({
      'GET customer/cust-1': customerAnswer,
      'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
      'POST order/create': { status: 409, body: { status: false, message: refusal, code: 'CREDIT_LIMIT' } },
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Process to order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText(`Landed on ${paths.orderFailed}`)).not.toBeInTheDocument();
    // Another method clears the message; the buyer can place the order with it.
    const other = screen.getAllByRole<HTMLInputElement>('radio').find((r) => !r.checked)!;
    await user.click(other);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process to order' })).toBeEnabled();
  });
});

describe('paying a placed order again', () => {
  const unpaid = order({
    order_id: 'NB-100002',
    status: 'Pending',
    customer_payment: { type: 'CREDIT_CARD', status: 'Failed', response: {}, bank_transfer: null, net_30_invoice: null },
  });
  const base = {
    'GET customer/cust-1': customerAnswer,
    'GET cart/customer-cart-list/cust-1': cartAnswer([]),
    'GET order/user/cust-1': { success: true, data: { result: [unpaid] } } satisfies OrderListAnswer,
  };
  const RETRY = 'Pay with credit card / net 30 / bank transfer';

  it('pays the kept order by Net 30 through the pay-again endpoint and goes to the success page', async () => {
    const sent = fakeApi({
      ...base,
      'POST payment/stripe/net-30/create/NB-100002': {
        success: true,
        message: 'Invoice sent.',
        result: { due_date: 1_712_000_000 },
      } satisfies Net30Created,
    });
    renderRoutes(routes, { at: paths.payOrder('NB-100002'), customer: CUSTOMER });
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent('Order NB-100002 is placed but not paid yet.');
    // Paying again offers the online methods only; the order's own method is chosen.
    expect(screen.getByRole('radio', { name: 'COD (Cash on Delivery)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Credit Card (via Stripe)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Net 30 (via Stripe)' }));
    await user.click(screen.getByRole('button', { name: RETRY }));

    expect(await screen.findByText(`Landed on ${paths.orderPlaced}?order_id=NB-100002`, undefined, AFTER_PAYMENT)).toBeInTheDocument();
    expect(sent.some((r) => r.path === 'order/create')).toBe(false);
    expect(sent.filter((r) => r.path.startsWith('payment/stripe/'))).toEqual([
      { method: 'POST', path: 'payment/stripe/net-30/create/NB-100002', body: {} },
    ]);
  });

  it('offers the retry again when the card payment cannot be started', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = fakeApi({
      ...base,
      'POST payment/stripe/checkout/NB-100002': { status: 502, body: { message: 'The payment provider did not answer.' } },
    });
    renderRoutes(routes, { at: paths.payOrder('NB-100002'), customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: RETRY }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('The payment provider did not answer.'));
    expect(await screen.findByRole('button', { name: RETRY })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Order NB-100002 is placed but not paid yet.');
    expect(sent.filter((r) => r.path === 'payment/stripe/checkout/NB-100002')).toHaveLength(1);
  });
});

describe('the methods the shop offers (issue 15)', () => {
  const cart = {
    'GET customer/cust-1': customerAnswer,
    'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]),
    'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
  };

  it('shows only cash on delivery when the shop has no payment provider', async () => {
    fakeApi({
      ...cart,
      'GET payment/methods': { result: [{ type: 'COD', label: 'COD (Cash on Delivery)' }], demo: false } satisfies PaymentMethodsAnswer,
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });

    expect(await screen.findByRole('radio', { name: 'COD (Cash on Delivery)' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByRole('radio', { name: 'Credit Card (via Stripe)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says payments are a demo when the demo provider takes them', async () => {
    fakeApi({
      ...cart,
      'GET payment/methods': {
        result: [
          { type: 'COD', label: 'COD (Cash on Delivery)' },
          { type: 'CREDIT_CARD', label: 'Credit Card (via Stripe)' },
          { type: 'NET_30', label: 'Net 30 (via Stripe)' },
          { type: 'BANK_TRANSFER', label: 'Bank Transfer (via Stripe)' },
        ],
        demo: true,
      } satisfies PaymentMethodsAnswer,
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });

    expect(await screen.findByRole('note')).toHaveTextContent('Demo payments: card, Net 30 and bank transfer payments here are simulated');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('tells a customer paying an order again that online payment is not available, with nothing to press', async () => {
    const unpaid = order({
      order_id: 'NB-100003',
      status: 'Pending',
      customer_payment: { type: 'CREDIT_CARD', status: 'Failed', response: {}, bank_transfer: null, net_30_invoice: null },
    });
    fakeApi({
      'GET customer/cust-1': customerAnswer,
      'GET cart/customer-cart-list/cust-1': cartAnswer([]),
      'GET order/user/cust-1': { success: true, data: { result: [unpaid] } } satisfies OrderListAnswer,
      'GET payment/methods': { result: [{ type: 'COD', label: 'COD (Cash on Delivery)' }], demo: false } satisfies PaymentMethodsAnswer,
    });
    renderRoutes(routes, { at: paths.payOrder('NB-100003'), customer: CUSTOMER });

    expect(
      await screen.findByText('Online payment is not available at the moment. Please contact us to pay this order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with credit card / net 30 / bank transfer' })).toBeDisabled();
  });
});
