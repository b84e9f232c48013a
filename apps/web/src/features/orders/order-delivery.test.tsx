import type { OrderListAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { order } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { OrdersPage } from './orders-page';

const routes = [{ path: paths.orders, Component: OrdersPage }];

// Issue 30 item 2: the day UPS delivered the order, on the customer's orders page.
describe('the delivery of an order', () => {
  it('says the day UPS delivered it, beside the parcel', async () => {
    const delivered = order({
      customer_shipping: {
        shipment_address: order().customer_shipping.shipment_address,
        shipment_details: {
          parcel_number: '1Z999AA10100000001',
          status: 'Delivered',
          tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10100000001',
          delivery_date: '2026-11-27',
        },
      },
    });
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [delivered] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });

    const card = await screen.findByRole('article', { name: 'NB-100001' });
    expect(within(card).getByText('Nov 27, 2026').parentElement).toHaveTextContent('Delivered on Nov 27, 2026');
  });

  it('says nothing of a delivery day while the order is on its way', async () => {
    const shipped = order({
      status: 'Processing',
      customer_shipping: {
        shipment_address: order().customer_shipping.shipment_address,
        shipment_details: { parcel_number: '1Z999AA10100000001', status: 'Shipped', tracking_url: null, delivery_date: null },
      },
    });
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [shipped] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });

    const card = await screen.findByRole('article', { name: 'NB-100001' });
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    expect(within(card).queryByText(/Delivered on/)).not.toBeInTheDocument();
  });
});
