import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { orders, paymentEvents } from '../../db/schema/index.js';
import { startFakeStripe } from '../../integrations/payments/fake-stripe-server.js';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.js';
import { StripeProvider, type StripeSettings } from '../../integrations/payments/stripe-provider.js';
import { beforeAllValue, type TestShop } from '../../test/test-app.js';
import type { OrderRow } from '../orders/index.js';

/** A second app on a test shop's database, paying through the given provider (a Stripe one in tests; null: none). */
export async function appWithProvider(shop: TestShop, paymentProvider: PaymentProvider | null): Promise<FastifyInstance> {
  const app = await buildApp(shop.config, { handle: shop.handle, paymentProvider });
  await app.ready();
  return app;
}

/**
 * A fake Stripe server and a second app on the test shop's database that pays through it, for the
 * test file: made before its tests, closed after them.
 */
export function useStripeApp(shop: TestShop, settings: Omit<StripeSettings, 'apiUrl'>) {
  const fake = beforeAllValue(() => startFakeStripe());
  const app = beforeAllValue(() => appWithProvider(shop, new StripeProvider({ ...settings, apiUrl: fake.url })));
  afterAll(() => fake.close());
  afterAll(() => app.close());
  return { fake, app };
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
