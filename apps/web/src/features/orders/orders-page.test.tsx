import type { OrderListAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { order } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { OrdersPage } from './orders-page';

const routes = [{ path: paths.orders, Component: OrdersPage }];

describe('the documents of an order', () => {
  it("says 'not available' only on a Net 30 order without its invoice, and offers the details PDF", async () => {
    const waiting = order({
      order_id: 'NB-100002',
      _id: 'o-2',
      customer_payment: { type: 'NET_30', status: 'unpaid', response: {}, bank_transfer: null, net_30_invoice: null },
    });
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [order(), waiting] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });
    const user = userEvent.setup();

    const cod = await screen.findByRole('article', { name: 'NB-100001' });
    expect(within(cod).getByRole('button', { name: 'Order details PDF' })).toBeEnabled();
    expect(within(cod).queryByText(/Net 30 invoice PDF/)).not.toBeInTheDocument();
    const net30 = screen.getByRole('article', { name: 'NB-100002' });
    await user.click(within(net30).getByRole('button', { expanded: false }));
    expect(within(net30).getByText('not available').parentElement).toHaveTextContent('Net 30 invoice PDF: not available');
  });

  it('offers the Net 30 invoice once the order has one', async () => {
    const net30 = order({
      customer_payment: {
        type: 'NET_30',
        status: 'Awaiting Payment',
        response: { due_date: 1_712_000_000 },
        bank_transfer: null,
        net_30_invoice: null,
      },
      download_order_net_30_invoice_pdf_url: '/api/v1/order/NB-100001/invoice.pdf',
    });
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [net30] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });

    const card = await screen.findByRole('article', { name: 'NB-100001' });
    expect(within(card).getByRole('button', { name: 'Net 30 invoice PDF' })).toBeEnabled();
    expect(within(card).queryByText('not available')).not.toBeInTheDocument();
  });
});

describe('the compact list', () => {
  it('shows each order as a row of number, date, status, total and tracking, the newest open, the others on request', async () => {
    const older = order({ order_id: 'NB-100000', _id: 'o-0' });
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [order(), older] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });
    const user = userEvent.setup();

    const newest = await screen.findByRole('article', { name: 'NB-100001' });
    expect(within(newest).getByRole('button', { expanded: true })).toHaveTextContent('NB-100001');
    const row = within(screen.getByRole('article', { name: 'NB-100000' })).getByRole('button', { expanded: false });
    expect(row).toHaveTextContent(/^NB-100000.*2024.*Delivered\$135\.00Delivered, show details$/);
    expect(screen.getAllByRole('button', { name: /^Buy again/ })).toHaveLength(1);
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { name: /^Buy again/ })).toHaveLength(2);
  });
});

describe('an unpaid bank transfer', () => {
  it('shows the transfer instructions and a link back to the payment page', async () => {
    const transfer = order({
      customer_payment: {
        type: 'BANK_TRANSFER',
        status: 'Awaiting Payment',
        response: {},
        bank_transfer: {
          pay_url: '/demo-pay/bank-transfer/demo_bt_1',
          instructions: {
            amount: 1279.5,
            currency: 'usd',
            reference: 'NB-100001',
            bank_name: 'Demo National Bank',
            account_holder: 'Northbend Tooling',
            routing_number: '110000000',
            account_number: '000123456789',
            swift_code: null,
          },
        },
        net_30_invoice: null,
      },
    });
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [transfer] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });

    const card = await screen.findByRole('article', { name: 'NB-100001' });
    const block = within(card).getByRole('region', { name: 'Pay by bank transfer' });
    expect(block).toHaveTextContent('Amount$1,279.50');
    expect(block).toHaveTextContent('ReferenceNB-100001');
    expect(block).toHaveTextContent('Routing number110000000');
    expect(block).toHaveTextContent('Account number000123456789');
    expect(block).not.toHaveTextContent('SWIFT');
    expect(within(block).getByRole('link', { name: 'Open the payment page of order NB-100001' })).toHaveAttribute(
      'href',
      '/demo-pay/bank-transfer/demo_bt_1',
    );
  });
});

describe('an open Net 30 invoice', () => {
  const DEMO_ACCOUNT = {
    amount: 769,
    currency: 'usd',
    reference: 'NB-100001',
    bank_name: 'Demo National Bank',
    account_holder: 'Northbend Tooling',
    routing_number: '110000000',
    account_number: '000123456789',
    swift_code: null,
    demo: true,
  };
  /** The orders page of one unpaid Net 30 order with this invoice; answers its payment block. */
  async function invoiceBlock(
    invoice: NonNullable<ReturnType<typeof order>['customer_payment']['net_30_invoice']>,
    status: 'unpaid' | 'Overdue' = 'unpaid',
  ) {
    const net30 = order({
      customer_payment: {
        type: 'NET_30',
        status,
        response: { due_date: 1_712_000_000 },
        bank_transfer: null,
        net_30_invoice: invoice,
      },
    });
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [net30] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });
    return within(await screen.findByRole('article', { name: 'NB-100001' })).getByRole('region', { name: 'Pay this invoice' });
  }

  it("shows the shop's account with the order number as the reference, and the invoice's online payment page", async () => {
    const block = await invoiceBlock({
      pay_url: 'https://invoice.stripe.com/i/acct_1/test_1',
      remittance: {
        ...DEMO_ACCOUNT,
        bank_name: 'First Michigan Bank',
        routing_number: '072000326',
        account_number: '4400123987',
        swift_code: 'FMBKUS33',
        demo: false,
      },
    });
    expect(block).toHaveTextContent('Amount$769.00');
    expect(block).toHaveTextContent('ReferenceNB-100001');
    expect(block).toHaveTextContent('BankFirst Michigan Bank');
    expect(block).toHaveTextContent('Account number4400123987');
    expect(block).toHaveTextContent('SWIFT codeFMBKUS33');
    expect(block).not.toHaveTextContent('demo shop');
    expect(within(block).getByRole('link', { name: 'Pay the invoice of order NB-100001 online' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/acct_1/test_1',
    );
  });

  it("says so when the account is the demo shop's", async () => {
    const block = await invoiceBlock({ pay_url: null, remittance: DEMO_ACCOUNT });
    expect(block).toHaveTextContent('This is the demo shop: the account is not a real one and no money should be sent.');
    expect(within(block).queryByRole('link')).toBeNull();
  });

  it('points to the online payment when the shop has no account of its own configured', async () => {
    const block = await invoiceBlock({ pay_url: 'https://invoice.stripe.com/i/acct_1/test_2', remittance: null });
    expect(block).toHaveTextContent('Pay online by card or bank by the due date; the invoice PDF has the details.');
    expect(block).not.toHaveTextContent('Account number');
    expect(within(block).getByRole('link', { name: 'Pay the invoice of order NB-100001 online' })).toBeVisible();
  });

  it('asks for payment now, not by the due date, once the invoice is overdue', async () => {
    const block = await invoiceBlock({ pay_url: 'https://invoice.stripe.com/i/acct_1/test_3', remittance: DEMO_ACCOUNT }, 'Overdue');
    expect(block).toHaveTextContent(
      'This invoice is overdue. Transfer the amount to this account now, quoting the reference exactly as shown, or pay online by card or bank.',
    );
    expect(block).not.toHaveTextContent('by the due date');
  });
});

describe('a refunded order (issue 28)', () => {
  it('names the refund in the row and shows its returns with their PDFs and what went back', async () => {
    const returned = order({
      status: 'Processing',
      customer_payment: {
        type: 'CREDIT_CARD',
        status: 'Partially refunded',
        response: {},
        bank_transfer: null,
        net_30_invoice: null,
        refunded_amount: 60,
        credited_amount: 0,
      },
      returns: [
        {
          rma_number: 'RMA-NB-100001-1',
          createdAt: '2024-03-02T15:00:00.000Z',
          reason: 'Wrong size',
          lines: [{ line_id: 'l-1', name: 'Round punch 10 mm', sku: 'NB-RP-10', quantity: 1, unit_price: 60, total: 60 }],
          refund_amount: 60,
          money: 'refund',
          money_text: 'Refunded to the original payment method',
          download_return_pdf_url: '/api/v1/order/pdf/return/RMA-NB-100001-1',
        },
      ],
    });
    const refunded = order({
      order_id: 'NB-100000',
      _id: 'o-0',
      status: 'Cancelled',
      customer_payment: {
        type: 'CREDIT_CARD',
        status: 'Refunded',
        response: {},
        bank_transfer: null,
        net_30_invoice: null,
        refunded_amount: 135,
      },
    });
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [returned, refunded] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: CUSTOMER });

    const card = await screen.findByRole('article', { name: 'NB-100001' });
    expect(within(card).getByRole('button', { expanded: true })).toHaveTextContent('Payment: Partially refunded');
    expect(within(card).getByText('Partially refunded', { selector: '.nb-order__status' })).toBeInTheDocument();
    expect(within(card).getByText('Refunded').nextSibling).toHaveTextContent('$60.00');
    expect(within(card).getByText('RMA-NB-100001-1')).toBeInTheDocument();
    expect(within(card).getByText('1 × Round punch 10 mm')).toBeInTheDocument();
    expect(within(card).getByText('$60.00 — Refunded to the original payment method')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Return RMA-NB-100001-1 PDF' })).toBeEnabled();
    const cancelled = screen.getByRole('article', { name: 'NB-100000' });
    expect(within(cancelled).getByRole('button', { expanded: false })).toHaveTextContent('Payment: Refunded');
    expect(within(cancelled).queryByText('Payment: Paid')).not.toBeInTheDocument();
  });
});
