import { sql } from 'drizzle-orm';
import { chargeFor, type PaymentMethodType, type RateTier } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { orderEmails, orderNotes, orderShipments, orders, paymentEvents, type OrderEmailKind } from '../../db/schema/index.js';
import { pickInt } from '../catalog/util.js';
import { orderLines, type CatalogShelf } from './catalog-lines.js';
import type { SeededCustomer } from './customers.js';
import { stateOf, type DemoState } from './order-states.js';

type Rng = () => number;

/** About 30 orders over 60 days, oldest first, in every state the back office shows. */
const PLAN: [DemoState, PaymentMethodType, number][] = [
  ['delivered', 'CREDIT_CARD', 58],
  ['delivered', 'COD', 55],
  ['cancelled', 'COD', 52],
  ['delivered', 'NET_30', 50],
  ['net30_overdue', 'NET_30', 47],
  ['delivered', 'BANK_TRANSFER', 44],
  ['net30_open', 'NET_30', 40],
  ['cancelled_refunded', 'CREDIT_CARD', 37],
  ['delivered', 'CREDIT_CARD', 33],
  ['card_failed', 'CREDIT_CARD', 30],
  ['delivered', 'COD', 27],
  ['shipped', 'NET_30', 24],
  ['shipped', 'COD', 21],
  ['net30_open', 'NET_30', 18],
  ['shipped', 'CREDIT_CARD', 16],
  ['paid', 'BANK_TRANSFER', 14],
  ['cod_open', 'COD', 12],
  ['transfer_awaiting', 'BANK_TRANSFER', 10],
  ['shipped', 'CREDIT_CARD', 9],
  ['cancelled', 'BANK_TRANSFER', 8],
  ['shipped', 'COD', 7],
  ['paid_twice', 'CREDIT_CARD', 6],
  ['card_failed', 'CREDIT_CARD', 5],
  ['shipped', 'CREDIT_CARD', 4],
  ['cod_open', 'COD', 3],
  ['paid', 'CREDIT_CARD', 2],
  ['transfer_awaiting', 'BANK_TRANSFER', 2],
  ['cod_open', 'COD', 1],
  ['paid', 'NET_30', 1],
  ['placed', 'CREDIT_CARD', 0],
];

const NOTES = [
  'Customer asked for delivery to dock 4, before noon.',
  'Called to confirm the punch tip shape; all good.',
  'Packed with extra foam: ground dies.',
  'Invoice contact is accounts payable, not the buyer.',
  'Reminder sent by phone about the open invoice.',
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoStaffIds {
  sales: string | null;
  warehouse: string | null;
}

const SUBJECTS: Record<OrderEmailKind, (n: string) => string> = {
  confirmation: (n) => `Your Northbend Tooling order ${n}`,
  payment: (n) => `Payment update for order ${n}`,
  shipped: (n) => `Your order ${n} has shipped`,
  delivered: (n) => `Your order ${n} has been delivered`,
  cancelled: (n) => `Your order ${n} has been cancelled`,
  invoice: (n) => `Invoice for order ${n}`,
  return: (n) => `Return RMA-${n}-1 of your order ${n}`,
};

/** Inserts the planned orders (numbers in order of time) with their events, parcels, emails and notes. */
export async function seedDemoOrders(
  db: Database,
  opts: { rng: Rng; now: Date; customers: SeededCustomer[]; shelf: CatalogShelf; rates: readonly RateTier[]; staff: DemoStaffIds },
): Promise<number> {
  const { rng, now, customers, shelf, rates, staff } = opts;
  if (!customers.length || (!shelf.plain.length && !shelf.variants.length)) return 0;
  let noteIndex = 0;
  for (const [i, [state, type, daysAgo]] of PLAN.entries()) {
    const customer = customers[i % customers.length];
    const placedAt = new Date(now.getTime() - daysAgo * DAY - pickInt(rng, 1, 9) * HOUR - pickInt(rng, 0, 59) * 60_000);
    const lines = orderLines(rng, shelf);
    const subTotalCents = lines.reduce((sum, l) => sum + l.itemTotalCents, 0);
    const shippingCents = chargeFor(rates, subTotalCents);
    const totalCents = subTotalCents + shippingCents;
    const { values, history } = stateOf(rng, state, type, placedAt, totalCents, now);
    const [order] = await db
      .insert(orders)
      .values({
        ...values,
        orderNumber: sql`'NB-' || nextval('order_number_seq')`,
        customerId: customer.id,
        paymentType: type,
        lines,
        shippingAddress: customer.address,
        subTotalCents,
        shippingCents,
        totalCents,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });

    if (history.events.length) await db.insert(paymentEvents).values(history.events.map((e) => ({ ...e, orderId: order.id })));
    if (history.shipments.length)
      await db.insert(orderShipments).values(
        history.shipments.map((s) => ({
          orderId: order.id,
          carrier: 'UPS',
          trackingNumber: s.trackingNumber,
          staffId: staff.warehouse,
          createdAt: s.at,
        })),
      );
    await db.insert(orderEmails).values(
      history.emails.map((e) => ({
        orderId: order.id,
        kind: e.kind,
        recipient: customer.email,
        subject: SUBJECTS[e.kind](order.orderNumber),
        createdAt: e.at,
      })),
    );
    if (i % 6 === 1) {
      await db.insert(orderNotes).values({
        orderId: order.id,
        staffId: i % 12 === 1 ? staff.sales : staff.warehouse,
        body: NOTES[noteIndex++ % NOTES.length],
        createdAt: new Date(Math.min(placedAt.getTime() + 2 * HOUR, now.getTime() - 60_000)),
      });
    }
  }
  return PLAN.length;
}
