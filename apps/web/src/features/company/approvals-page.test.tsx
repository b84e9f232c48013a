import { APPROVAL_MESSAGES } from '@northbend/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi, type SentRequest } from '../../test/fake-api';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { approval, approvalDetail, customerAs } from './company-fixtures';
import { ApprovalsPage } from './approvals-page';

const routes = [
  { path: paths.approvals, Component: ApprovalsPage },
  { path: `${paths.approvals}/:approvalId`, Component: ApprovalsPage },
];

describe('Approvals', { timeout: 30_000 }, () => {
  it('shows an admin the waiting requests first, then the decided ones, each opening its page', async () => {
    fakeApi({
      'GET customer/cust-1': customerAs('admin'),
      'GET company/approvals': {
        result: [approval({ _id: 'appr-0', status: 'Approved', order_id: 'NB-100010', createdAt: '2026-11-29T10:00:00.000Z' }), approval()],
      },
    });
    renderRoutes(routes, { at: paths.approvals, customer: CUSTOMER });

    const waiting = await screen.findByRole('list', { name: 'Requests awaiting approval' });
    const [row] = within(waiting).getAllByRole('link');
    expect(row).toHaveAttribute('href', paths.approval('appr-1'));
    expect(row).toHaveTextContent('Sam Ortiz');
    expect(row).toHaveTextContent('Total $629.50');
    expect(row).toHaveTextContent('Limit $500.00');
    expect(row).toHaveTextContent('Awaiting approval');
    expect(row).toHaveTextContent('Expires Dec 12, 2026');
    expect(screen.getByRole('heading', { name: /Waiting for your approval/ })).toHaveTextContent('1');
    const decided = screen.getByRole('list', { name: 'Decided requests' });
    expect(within(decided).getByRole('link')).toHaveTextContent('Approved');
  });

  it('approves a request whose prices rose only at the new total the admin saw, then links to the order', async () => {
    let approved = false;
    const sent = fakeApi({
      'GET customer/cust-1': customerAs('admin'),
      'GET company/approvals/appr-1': () => ({
        result: approved
          ? approvalDetail({
              status: 'Approved',
              order_id: 'NB-100011',
              decided_by: { _id: 'cust-1', user_name: 'Dana Fischer' },
              current: null,
            })
          : approvalDetail({ current: { sub_total: 640, shipping_charge: 29.5, total: 669.5, problem: null } }),
      }),
      'POST company/approvals/appr-1/approve': () => {
        approved = true;
        return { message: APPROVAL_MESSAGES.approved('NB-100011'), result: { order_id: 'NB-100011' } };
      },
    });
    renderRoutes(routes, { at: paths.approval('appr-1'), customer: CUSTOMER });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Order from Sam Ortiz' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Items of the order from Sam Ortiz' })).toHaveTextContent('Thick Turret Punch');
    expect(screen.getByRole('region', { name: 'Shipping and payment' })).toHaveTextContent('PO numberPO-4471');
    expect(screen.getByRole('region', { name: 'Shipping and payment' })).toHaveTextContent('Net 30 (via Stripe)');
    expect(screen.getByRole('alert')).toHaveTextContent('it now totals $669.50 instead of $629.50 (+$40.00)');

    await user.click(screen.getByRole('button', { name: 'Approve at $669.50' }));
    expect(await screen.findByRole('link', { name: 'View order NB-100011' })).toHaveAttribute('href', '/user/order?focus=NB-100011');
    expect(screen.getByText(/Dana Fischer approved this order/)).toBeInTheDocument();
    expect(sent.find((r) => r.path.endsWith('/approve'))?.body).toEqual({ accept_total: 669.5 });
  });

  it('asks again when prices rose after the page was read (409 with the new total)', async () => {
    const sent = fakeApi({
      'GET customer/cust-1': customerAs('admin'),
      'GET company/approvals/appr-1': { result: approvalDetail() },
      'POST company/approvals/appr-1/approve': (r: SentRequest) =>
        (r.body as { accept_total?: number }).accept_total === 700
          ? { message: APPROVAL_MESSAGES.approved('NB-100012'), result: { order_id: 'NB-100012' } }
          : { status: 409, body: { message: 'Prices have changed', code: 'PRICE_ROSE', current_total: 700 } },
    });
    renderRoutes(routes, { at: paths.approval('appr-1'), customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Approve at $700.00' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('(+$70.50)');
    await user.click(screen.getByRole('button', { name: 'Approve at $700.00' }));
    await waitFor(() => expect(sent.filter((r) => r.path.endsWith('/approve')).map((r) => r.body)).toEqual([{}, { accept_total: 700 }]));
  });

  it('declines only with a reason for the buyer', async () => {
    const sent = fakeApi({
      'GET customer/cust-1': customerAs('admin'),
      'GET company/approvals/appr-1': { result: approvalDetail() },
      'POST company/approvals/appr-1/decline': { message: APPROVAL_MESSAGES.declined },
    });
    renderRoutes(routes, { at: paths.approval('appr-1'), customer: CUSTOMER });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const form = screen.getByRole('form', { name: 'Decline the order' });
    await user.click(within(form).getByRole('button', { name: 'Decline order' }));
    expect(within(form).getByText('Please give the buyer a reason.')).toBeInTheDocument();
    expect(sent.some((r) => r.path.endsWith('/decline'))).toBe(false);
    await user.type(within(form).getByRole('textbox', { name: /Reason for the buyer/ }), 'Split it into two orders.');
    await user.click(within(form).getByRole('button', { name: 'Decline order' }));
    await waitFor(() => expect(sent.find((r) => r.path.endsWith('/decline'))?.body).toEqual({ reason: 'Split it into two orders.' }));
    // The request is read again, as it is now.
    await waitFor(() => expect(sent.filter((r) => r.path === 'company/approvals/appr-1')).toHaveLength(2));
  });

  it('shows a buyer their request waiting, without the admin’s buttons', async () => {
    fakeApi({ 'GET customer/cust-1': customerAs('buyer', 500), 'GET company/approvals/appr-1': { result: approvalDetail() } });
    renderRoutes(routes, { at: paths.approval('appr-1'), customer: CUSTOMER });

    expect(await screen.findByText(/This order is waiting for an admin of your company/)).toHaveTextContent('It expires on Dec 12, 2026');
    expect(screen.queryByRole('button', { name: /Approve|Decline/ })).not.toBeInTheDocument();
  });
});
