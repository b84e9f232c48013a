import type { OrderListAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths';
import { fakeApi } from '../../test/fake-api';
import { order } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { OrdersPage } from './orders-page';

const routes = [{ path: paths.orders, Component: OrdersPage }];

describe('the documents of an order', () => {
  it("says 'not available' for an order without a Net 30 invoice, and offers its details PDF", async () => {
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [order()] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });

    const card = await screen.findByRole('article', { name: 'NB-100001' });
    expect(within(card).getByText('not available').parentElement).toHaveTextContent('Net 30 invoice PDF: not available');
    expect(within(card).getByRole('button', { name: 'Order details PDF' })).toBeEnabled();
  });

  it('offers the Net 30 invoice once the order has one', async () => {
    const net30 = order({
      customer_payment: { type: 'NET_30', status: 'Awaiting Payment', response: { due_date: 1_712_000_000 } },
      download_order_net_30_invoice_pdf_url: '/api/v1/order/NB-100001/invoice.pdf',
    });
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [net30] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });

    const card = await screen.findByRole('article', { name: 'NB-100001' });
    expect(within(card).getByRole('button', { name: 'Net 30 invoice PDF' })).toBeEnabled();
    expect(within(card).queryByText('not available')).not.toBeInTheDocument();
  });
});
