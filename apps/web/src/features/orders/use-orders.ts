import type { Order } from '@northbend/shared';
import { useCustomerLoad } from '../../state/use-customer-load';
import { getOrders } from './orders-api';

/** The customer's orders, newest first; a failed load stays in the console and `failed` offers a retry. */
export function useOrders(): { orders: Order[] | null; failed: boolean; retry: () => void } {
  const { data, error, retry } = useCustomerLoad('orders', getOrders);
  return { orders: data ?? null, failed: Boolean(error), retry };
}
