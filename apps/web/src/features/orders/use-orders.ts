import type { Order } from '@northbend/shared';
import { useAppSelector } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { useCustomerLoad } from '../../state/use-customer-load';
import { getCompanyOrders, getOrders, type CompanyOrder } from './orders-api';

export interface OrdersView {
  orders: (Order | CompanyOrder)[] | null;
  /** Admins (issue 26): the company's orders, each with who placed it, and how many there are in all. */
  company: { totalCount: number } | null;
  failed: boolean;
  retry: () => void;
}

/** The company's role as the session knows it (the login answer and the profile carry user_company). */
const isAdmin = (user: Record<string, unknown> | null) =>
  (user?.user_company as { company_role?: string } | undefined)?.company_role === 'admin';

/**
 * The customer's orders, newest first; an admin of a company sees every member's (issue 26), and
 * falls back to their own when the server says they are no longer one. A failed load stays in the
 * console and `failed` offers a retry.
 */
export function useOrders(): OrdersView {
  const admin = useAppSelector((s) => isAdmin(s.user.userData));
  const { data, error, retry } = useCustomerLoad(admin ? 'company-orders' : 'orders', async (customerId, signal) => {
    if (!admin) return { orders: await getOrders(customerId, signal), company: null };
    try {
      const { orders, totalCount } = await getCompanyOrders(signal);
      // Every customer is an admin of a company of their own at least: their list reads as before
      // until a colleague has ordered.
      const shared = orders.some((o) => o.placed_by._id !== customerId);
      return shared ? { orders, company: { totalCount } } : { orders: orders.map(({ placed_by: _by, ...o }) => o), company: null };
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) return { orders: await getOrders(customerId, signal), company: null };
      throw err;
    }
  });
  return { orders: data?.orders ?? null, company: data?.company ?? null, failed: Boolean(error), retry };
}
