import type { OrderListAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { order } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { OrdersPage } from './orders-page';

const routes = [{ path: paths.orders, Component: OrdersPage }];
const as = (company_role: 'admin' | 'buyer') => ({ ...CUSTOMER, user_company: { _id: 'company-1', company_role, order_limit: null } });
const page = (totalCount: number) => ({ currentPage: 1, totalPages: 1, totalCount, limit: 100 });

describe('the orders of a company (issue 26)', () => {
  it("shows an admin every member's orders, each saying who placed it", async () => {
    const sent = fakeApi({
      'GET company/orders?page=1&limit=100': {
        result: [
          { ...order({ order_id: 'NB-100003', _id: 'o-3' }), placed_by: { _id: 'cust-2', user_name: 'Sam Ortiz' } },
          { ...order(), placed_by: { _id: 'cust-1', user_name: 'Dana Fischer' } },
        ],
        paginationInfo: page(2),
      },
    });
    renderRoutes(routes, { at: paths.orders, customer: as('admin') });

    const sams = await screen.findByRole('article', { name: 'NB-100003' });
    expect(within(sams).getByText(/Placed by/).parentElement).toHaveTextContent('Placed by Sam Ortiz');
    expect(within(screen.getByRole('article', { name: 'NB-100001' })).getByText(/Placed by/).parentElement).toHaveTextContent(
      'Placed by Dana Fischer',
    );
    expect(screen.getByText('2 company orders')).toBeInTheDocument();
    expect(sent.some((r) => r.path.startsWith('order/user/'))).toBe(false);
  });

  it('leaves an admin alone in their company with the list as it was', async () => {
    fakeApi({
      'GET company/orders?page=1&limit=100': {
        result: [{ ...order(), placed_by: { _id: 'cust-1', user_name: 'Dana Fischer' } }],
        paginationInfo: page(1),
      },
    });
    renderRoutes(routes, { at: paths.orders, customer: as('admin') });

    expect(await screen.findByRole('article', { name: 'NB-100001' })).not.toHaveTextContent('Placed by');
    expect(screen.getByText('1 order')).toBeInTheDocument();
  });

  it('leaves a buyer’s list as it was: their own orders, no Placed by', async () => {
    fakeApi({ 'GET order/user/cust-1': { success: true, data: { result: [order()] } } satisfies OrderListAnswer });
    renderRoutes(routes, { at: paths.orders, customer: as('buyer') });

    expect(await screen.findByRole('article', { name: 'NB-100001' })).not.toHaveTextContent('Placed by');
    expect(screen.getByText('1 order')).toBeInTheDocument();
  });

  it('falls back to their own orders when the server says they are no longer an admin', async () => {
    fakeApi({
      'GET company/orders?page=1&limit=100': { status: 403, body: { message: 'Only an admin of your company can do this.' } },
      'GET order/user/cust-1': { success: true, data: { result: [order()] } } satisfies OrderListAnswer,
    });
    renderRoutes(routes, { at: paths.orders, customer: as('admin') });
    expect(await screen.findByRole('article', { name: 'NB-100001' })).not.toHaveTextContent('Placed by');
  });
});
