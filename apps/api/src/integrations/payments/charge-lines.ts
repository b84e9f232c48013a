import type { PaymentOrder } from './payment-provider.js';

export interface ChargeLine {
  name: string;
  amountCents: number;
}

const sum = (lines: ChargeLine[]) => lines.reduce((total, l) => total + l.amountCents, 0);

/**
 * The order's charge as named amounts for a provider's checkout or invoice: one per order line when
 * there are few enough (`maxItemLines`) and they add up to the stored sub total, else a single
 * 'Order NB-…' line; then shipping and sales tax. The lines always add up to the order's stored total, so the
 * customer is charged exactly what the server computed when the order was placed.
 */
export function chargeLines(order: PaymentOrder, maxItemLines: number): ChargeLine[] {
  const items = order.lines.filter((l) => l.amountCents > 0);
  const itemised = items.length > 0 && items.length <= maxItemLines && sum(items) === order.subTotalCents;
  const goods = itemised
    ? items
    : order.subTotalCents > 0
      ? [{ name: `Order ${order.orderNumber}`, amountCents: order.subTotalCents }]
      : [];
  const shipping = order.shippingCents > 0 ? [{ name: 'Shipping', amountCents: order.shippingCents }] : [];
  const tax = order.taxCents ? [{ name: 'Sales tax', amountCents: order.taxCents }] : [];
  const lines = [...goods, ...shipping, ...tax];
  if (lines.length === 0 || sum(lines) !== order.totalCents) {
    throw new Error(`Order ${order.orderNumber}: total ${order.totalCents} is not its sub total plus shipping and tax`);
  }
  return lines;
}

/** What every provider object of an order carries, so its events lead back to the order. */
export const orderMetadata = (order: PaymentOrder) => ({ order_id: order.orderNumber, order_uuid: order.id });
