import type { CartListAnswer, CustomerAnswer, OrderCreatedAnswer, ShippingOptionsAnswer } from '@northbend/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, customerRecord } from '../../test/fixtures';
import { CUSTOMER, landing, renderRoutes } from '../../test/render';
import { CheckoutPage } from './checkout-page';

// The shipping services at checkout (issue 30, decision 031).
const routes = [{ path: paths.checkout, Component: CheckoutPage }, landing(paths.orderPlaced), landing(paths.orderFailed)];
const customerAnswer: CustomerAnswer = { status: true, result: customerRecord() };

const ups: ShippingOptionsAnswer = {
  success: true,
  notice: null,
  result: [
    { service_code: '03', service_name: 'UPS Ground', charge: 18.3, delivery_days: null, source: 'ups' },
    { service_code: '02', service_name: 'UPS 2nd Day Air', charge: 44.4, delivery_days: 2, source: 'ups' },
  ],
};

function shop(options: ShippingOptionsAnswer) {
  return fakeApi({
    'GET customer/cust-1': customerAnswer,
    'GET cart/customer-cart-list/cust-1': (): CartListAnswer => cartAnswer([cartLine()]),
    'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
    'GET shipping/options': options,
    'POST order/create': (): OrderCreatedAnswer => ({
      success: true,
      message: 'Order placed.',
      result: { order_id: 'NB-100001', payment_method_type: 'COD' },
    }),
  });
}

describe('the shipping services at checkout', () => {
  it('offers them with price and delivery days, the cheapest chosen; the one picked is the total’s shipping and goes with the order', async () => {
    const sent = shop(ups);
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const user = userEvent.setup();

    const services = await screen.findByRole('group', { name: 'Choose your shipping' });
    expect(within(services).getByRole('radio', { name: /^UPS Ground/ })).toBeChecked();
    expect(within(services).getByText('Delivery time varies by distance')).toBeInTheDocument();
    expect(within(services).getByText('2 business days')).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Order Total' });
    expect(within(panel).getByText('UPS Ground')).toBeInTheDocument();
    expect(within(panel).getByText('$18.30')).toBeInTheDocument();

    await user.click(within(services).getByRole('radio', { name: /^UPS 2nd Day Air/ }));
    expect(within(panel).getByText('UPS 2nd Day Air')).toBeInTheDocument();
    expect(within(panel).getByText('$44.40')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Process to order' }));

    expect(await screen.findByText(`Landed on ${paths.orderPlaced}?order_id=NB-100001`, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(sent.filter((r) => r.path === 'order/create').map((r) => r.body)).toEqual([
      { customer_id: 'cust-1', customer_payment: { type: 'COD' }, shipping_service_code: '02' },
    ]);
  });

  it('says so when UPS did not answer and the rate table stands in', async () => {
    const notice = 'UPS rates are not available right now, so standard shipping from our rate table is offered instead.';
    shop({
      success: true,
      notice,
      result: [{ service_code: 'TABLE', service_name: 'Standard shipping', charge: 19.5, delivery_days: null, source: 'table' }],
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const services = await screen.findByRole('group', { name: 'Choose your shipping' });
    expect(within(services).getByText(notice)).toBeInTheDocument();
    expect(within(services).getByRole('radio', { name: /^Standard shipping/ })).toBeChecked();
  });

  it('keeps the buyer at the checkout when the service is no longer offered, and asks for the services again', async () => {
    const message = 'This shipping service is not offered for your order. Please choose one of the services shown at checkout.';
    const sent = fakeApi({
      'GET customer/cust-1': customerAnswer,
      'GET cart/customer-cart-list/cust-1': (): CartListAnswer => cartAnswer([cartLine()]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 15 } },
      'GET shipping/options': ups,
      'POST order/create': { status: 400, body: { status: false, message, code: 'SHIPPING_SERVICE_NOT_OFFERED' } },
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^UPS 2nd Day Air/ }));
    await user.click(screen.getByRole('button', { name: 'Process to order' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Choose your shipping' })).toBeInTheDocument();
    // The services are asked for again after the refusal: waited for, since the request may still be on its way.
    await waitFor(() => expect(sent.filter((r) => r.path === 'shipping/options').length).toBe(2));
  });
});
