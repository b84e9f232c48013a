import { APPROVAL_MESSAGES, type CartListAnswer, type CustomerAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine, customerRecord, SHIPPING_ADDRESS } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { CheckoutPage } from './checkout-page';

const routes = [{ path: paths.checkout, Component: CheckoutPage }];
const buyer = (orderLimit: number | null, over: Partial<CustomerAnswer['result']> = {}): CustomerAnswer => ({
  status: true,
  result: customerRecord({
    user_company: { _id: 'company-1', company_name: 'Fischer Sheet Metal', company_role: 'buyer', order_limit: orderLimit },
    ...over,
  }),
});
const { customer_email: _email, ...place } = SHIPPING_ADDRESS;
const locations = {
  result: {
    _id: 'company-1',
    company_name: 'Fischer Sheet Metal',
    my_role: 'buyer',
    members: [],
    addresses: [
      { _id: 'addr-1', label: 'Main plant', is_default: true, ...place },
      { ...place, _id: 'addr-2', label: 'North dock', is_default: false, customer_address: '40 Mill Road', customer_city: 'Holland' },
    ],
  },
};

describe('checkout for a company (issue 26)', { timeout: 30_000 }, () => {
  it('sends an order above a buyer’s limit for approval and empties the cart', async () => {
    let sentOff = false;
    const sent = fakeApi({
      'GET customer/cust-1': buyer(100),
      'GET company': locations,
      'GET cart/customer-cart-list/cust-1': (): CartListAnswer => cartAnswer(sentOff ? [] : [cartLine()]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 19.5 } },
      'POST order/create': () => {
        sentOff = true;
        return { status: 202, body: { message: APPROVAL_MESSAGES.sent, result: { approval_id: 'appr-1', status: 'Awaiting approval' } } };
      },
    });
    const { store } = renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const user = userEvent.setup();

    // $120 + $19.50 shipping is above the $100 limit.
    const send = await screen.findByRole('button', { name: 'Send for approval' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'This order is above your order limit of $100.00, so it goes to your company’s admins for approval.',
    );
    await user.click(send);

    expect(await screen.findByRole('heading', { name: 'Sent for approval' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your request' })).toHaveAttribute('href', paths.approval('appr-1'));
    expect(sent.filter((r) => r.path === 'order/create')).toHaveLength(1);
    // The header's count reads the store: the cart went into the request.
    await expect.poll(() => store.getState().cart.userCartData.length).toBe(0);
  });

  it('keeps "Process to order" for a buyer within the limit', async () => {
    fakeApi({
      'GET customer/cust-1': buyer(500),
      'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 19.5 } },
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    expect(await screen.findByRole('button', { name: 'Process to order' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('offers the company’s locations above the address form; choosing one fills it in', async () => {
    const sent = fakeApi({
      'GET customer/cust-1': buyer(null, { user_shipping: { shipment_address: null } }),
      'GET company': locations,
      'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 19.5 } },
      'POST ups/shipping/address/cust-1': { success: true, message: 'Address saved.', result: { ...SHIPPING_ADDRESS } },
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'Shipping address' });
    const picker = await within(form).findByRole('combobox', { name: 'Ship to a company location' });
    await user.selectOptions(picker, 'addr-2');
    expect(within(form).getByRole('textbox', { name: 'Address' })).toHaveValue('40 Mill Road');
    expect(within(form).getByRole('textbox', { name: 'City' })).toHaveValue('Holland');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    await expect
      .poll(() => sent.find((r) => r.path === 'ups/shipping/address/cust-1')?.body)
      .toMatchObject({ customer_address: '40 Mill Road', customer_city: 'Holland', customer_email: 'dana@example.com' });
  });

  it('says the company’s Net 30 credit left beside the Net 30 choice (issue 27)', async () => {
    fakeApi({
      'GET customer/cust-1': buyer(null),
      'GET company': {
        result: {
          ...locations.result,
          terms: {
            payment_methods: ['NET_30', 'COD'],
            credit_limit: 1000,
            open_balance: 250,
            available_credit: 750,
            overdue_hold_days: 15,
            overdue_hold: false,
          },
        },
      },
      'GET payment/methods': {
        result: [
          { type: 'COD', label: 'COD (Cash on Delivery)' },
          { type: 'NET_30', label: 'Net 30' },
        ],
        demo: false,
      },
      'GET cart/customer-cart-list/cust-1': cartAnswer([cartLine()]),
      'POST ups/shipping/charge': { success: true, result: { shippingCharges: 19.5 } },
    });
    renderRoutes(routes, { at: paths.checkout, customer: CUSTOMER });
    const net30 = await screen.findByRole('radio', { name: /Net 30/ });
    await expect
      .poll(() => net30.getAttribute('aria-describedby') && document.getElementById(net30.getAttribute('aria-describedby')!)?.textContent)
      .toContain('Available credit: $750.00 of $1,000.00.');
  });
});
