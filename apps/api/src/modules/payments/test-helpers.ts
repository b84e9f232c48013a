import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { orders, paymentEvents } from '../../db/schema/index.js';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.js';
import type { TestShop } from '../../test/test-app.js';
import type { PricedCartLine } from '../cart/index.js';

export type OrderRow = typeof orders.$inferSelect;

/** A second app on a test shop's database, paying through the given provider (a Stripe one in tests). */
export async function appWithProvider(shop: TestShop, paymentProvider: PaymentProvider): Promise<FastifyInstance> {
  const app = await buildApp(shop.config, { handle: shop.handle, paymentProvider });
  await app.ready();
  return app;
}

/** An order line snapshot as order creation stores it: a plain product, `cents` for the line. */
export function orderLine(name: string, cents: number): PricedCartLine {
  return {
    cartItemId: randomUUID(),
    productId: randomUUID(),
    product: { name, slug: name.toLowerCase().replace(/\W+/g, '-'), sku: 'NB-SKU', images: [] },
    productPriceCents: cents,
    quantity: 1,
    productTotalCents: cents,
    variants: [],
    itemTotalCents: cents,
    problem: null,
  };
}

/** A placed order straight in the table (placing orders is the orders module's business). */
export async function insertOrder(db: Database, customerId: string, values: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: sql`'NB-' || nextval('order_number_seq')`,
      customerId,
      paymentType: 'CREDIT_CARD',
      lines: [orderLine('Thick Turret Punch 1.25" Round', 100_000), orderLine('Press Brake Die <V 12>', 25_000)],
      shippingAddress: { customer_name: 'Dana Whitfield', customer_city: 'Holland' },
      subTotalCents: 125_000,
      shippingCents: 2_950,
      totalCents: 127_950,
      ...values,
    })
    .returning();
  return row;
}

export async function orderById(db: Database, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function eventsOf(db: Database, orderId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
}

export async function eventById(db: Database, eventId: string) {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  return row;
}

/** The order's columns a failed payment call must leave as they were. */
export const paymentState = (o: OrderRow) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  reference: o.paymentResponse.reference,
  dueDate: o.paymentResponse.due_date,
  net30InvoicePdfUrl: o.net30InvoicePdfUrl,
});
