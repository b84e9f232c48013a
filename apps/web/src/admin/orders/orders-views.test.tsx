import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDashboard, StaffMeAnswer, StaffRole } from '@northbend/shared';
import { fakeApi } from '../../test/fake-api';
import { DashboardPage } from '../dashboard/dashboard-page';
import { signedInAs, StaffContext } from '../shell/staff-context';
import { NoticeHost } from '../ui/notices';
import { OrdersPage } from './orders-page';

// Issue 28 item 13: the orders list's date range and saved views, and the dashboard's links.

// The revenue chart (uPlot) measures the screen, which jsdom has not; the figures are what is tested.
vi.mock('../dashboard/revenue-chart', () => ({ RevenueChart: () => null }));

const me = (role: StaffRole): StaffMeAnswer => ({
  staff: {
    _id: 's1',
    email: `${role}@northbend.example`,
    name: 'Sales Tester',
    role,
    status: 'active',
    totp_enabled: true,
    last_login_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  permissions: [],
  totp_required: false,
});

const EMPTY_PAGE = { result: [], paginationInfo: { page: 1, limit: 20, totalPages: 0, totalCount: 0 } };

function renderAt(path: string, role: StaffRole = 'sales') {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <DashboardPage /> },
      { path: '/admin/orders', element: <OrdersPage /> },
      { path: '/admin/enquiries', element: <p>Enquiries</p> },
      { path: '/admin/quotes', element: <p>Quotes</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StaffContext.Provider value={signedInAs(me(role), () => undefined)}>
      <NoticeHost>
        <RouterProvider router={router} />
      </NoticeHost>
    </StaffContext.Provider>,
  );
  return router;
}

describe('the orders list: days placed and saved views', { timeout: 30_000 }, () => {
  it('filters by the days placed, kept in the URL and sent to the API', async () => {
    const sent = fakeApi({
      'GET admin/order-views': { result: [] },
      'GET admin/orders?sort=created_at_desc': EMPTY_PAGE,
      'GET admin/orders?from=2026-03-01&sort=created_at_desc': EMPTY_PAGE,
      'GET admin/orders?from=2026-03-01&to=2026-03-31&sort=created_at_desc': EMPTY_PAGE,
    });
    const router = renderAt('/admin/orders');
    fireEvent.change(await screen.findByLabelText('Placed from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-03-31' } });
    await screen.findByText('No orders match');
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31');
    expect(sent.map((r) => r.path)).toContain('admin/orders?from=2026-03-01&to=2026-03-31&sort=created_at_desc');
    expect(screen.getByLabelText('Placed to')).toHaveAttribute('min', '2026-03-01');
  });

  it('lists my saved views as links, saves the current filters under a name and deletes one', async () => {
    const user = userEvent.setup({ delay: null });
    const march = {
      _id: 'v1',
      name: 'COD in March',
      filters: { payment_type: 'COD', from: '2026-03-01' },
      created_at: '2026-03-01T00:00:00Z',
    };
    const overdue = { _id: 'v2', name: 'Overdue', filters: { payment_status: 'Overdue' }, created_at: '2026-03-01T00:00:00Z' };
    // Saved views hold any of the list's filters: one type for both.
    let views: { _id: string; name: string; filters: Record<string, string>; created_at: string }[] = [march];
    const sent = fakeApi({
      'GET admin/order-views': () => ({ result: views }),
      'GET admin/orders?payment_status=Overdue&sort=created_at_desc': EMPTY_PAGE,
      'POST admin/order-views': () => {
        views = [march, overdue];
        return { status: 201, body: { message: 'The view “Overdue” has been saved.', result: overdue } };
      },
      'DELETE admin/order-views/v1': () => {
        views = [overdue];
        return { message: 'The view has been deleted.' };
      },
    });
    renderAt('/admin/orders?payment_status=Overdue');
    const nav = await screen.findByRole('navigation', { name: 'Saved views' });
    expect(await within(nav).findByRole('link', { name: 'COD in March' })).toHaveAttribute(
      'href',
      '/admin/orders?payment_type=COD&from=2026-03-01',
    );

    await user.click(within(nav).getByRole('button', { name: 'Save view' }));
    await user.type(within(nav).getByLabelText('Name of the view'), 'Overdue');
    await user.click(within(nav).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The view “Overdue” has been saved.')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Overdue', filters: { payment_status: 'Overdue' } });
    const current = await within(nav).findByRole('link', { name: 'Overdue' });
    expect(current).toHaveAttribute('aria-current', 'true');

    await user.click(within(nav).getByRole('button', { name: 'Delete the view COD in March' }));
    await vi.waitFor(() => expect(within(nav).queryByRole('link', { name: 'COD in March' })).toBeNull());
    expect(sent.some((r) => r.method === 'DELETE' && r.path === 'admin/order-views/v1')).toBe(true);
  });
});

const dashboard = (over: Partial<AdminDashboard> = {}): AdminDashboard => ({
  orders_today: 3,
  orders_week: 9,
  revenue_30d: [{ date: '2026-03-10', total: 120 }],
  waiting: { paid_not_shipped: 1, cod_to_collect: 0, bank_transfer_awaiting: 0, net30_overdue: 0, failed_payments: 0, extra_payments: 0 },
  today: '2026-03-10',
  new_enquiries: 2,
  new_quote_requests: 4,
  alerts: [],
  ...over,
});

describe('the dashboard', { timeout: 30_000 }, () => {
  it('links every figure to the list it counts', async () => {
    fakeApi({ 'GET admin/dashboard': dashboard() });
    renderAt('/admin');
    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await link(/Orders today/)).toBe('/admin/orders?from=2026-03-10&to=2026-03-10');
    expect(await link(/Orders in the last 7 days/)).toBe('/admin/orders?from=2026-03-04&to=2026-03-10');
    expect(await link(/Revenue, last 30 days/)).toBe('/admin/orders?from=2026-02-09&to=2026-03-10');
    expect(await link(/New enquiries 2/)).toBe('/admin/enquiries?status=new');
    expect(await link(/New quote requests 4/)).toBe('/admin/quotes?status=Requested');
    expect(await link(/Paid, not shipped/)).toBe('/admin/orders?payment_status=Paid&shipping_status=Pending');
  });

  it('shows no enquiry or quote figure to a role that does not answer them', async () => {
    fakeApi({ 'GET admin/dashboard': dashboard({ new_enquiries: null, new_quote_requests: null }) });
    renderAt('/admin', 'warehouse');
    await screen.findByRole('link', { name: /Orders today/ });
    expect(screen.queryByText('New enquiries')).toBeNull();
    expect(screen.queryByText('New quote requests')).toBeNull();
  });
});
