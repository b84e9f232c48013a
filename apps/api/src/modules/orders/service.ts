import type { Database } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { findOrderByNumber, ORDER_NUMBER_PATTERN, type OrderRow } from './queries.js';

export const ORDER_NOT_FOUND = 'This order was not found.';
const NOT_YOUR_ORDER = 'You can only access your own account.';

/** What other code asks of a customer's orders: one ownership rule for the PDFs and the payment calls. */
export function orderService(db: Database) {
  return {
    /**
     * An order by its human id for its owner: 404 'This order was not found.' when no such order
     * exists (a malformed id cannot exist), 403 when it is another customer's.
     */
    async findOwnOrder(customerId: string, orderNumber: string): Promise<OrderRow> {
      const order = ORDER_NUMBER_PATTERN.test(orderNumber) ? await findOrderByNumber(db, orderNumber) : undefined;
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.customerId !== customerId) throw forbidden(NOT_YOUR_ORDER);
      return order;
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
