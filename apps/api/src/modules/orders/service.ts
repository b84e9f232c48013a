import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { findOrderByNumber, ORDER_NUMBER_PATTERN, type OrderRow } from './queries.js';

export const ORDER_NOT_FOUND = 'This order was not found.';

/** What other code asks of a customer's orders: one ownership rule for the PDFs and the payment calls. */
export function orderService(db: Database) {
  return {
    /**
     * An order by its human id for its owner: 404 'This order was not found.' when no such order
     * exists (a malformed id cannot exist) and also when it is another customer's. Order numbers
     * are sequential: a 403 for others' orders let any customer count the shop's orders (issue 15).
     */
    async findOwnOrder(customerId: string, orderNumber: string): Promise<OrderRow> {
      const order = ORDER_NUMBER_PATTERN.test(orderNumber) ? await findOrderByNumber(db, orderNumber) : undefined;
      if (!order || order.customerId !== customerId) throw notFound(ORDER_NOT_FOUND);
      return order;
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
