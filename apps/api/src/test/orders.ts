import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema/index.js';
import type { PricedCartLine, PricedVariant } from '../modules/cart/index.js';
import type { OrderRow } from '../modules/orders/index.js';
import type { CatalogPicks } from './catalog.js';
import { fillCart } from './carts.js';
import { SAMPLE_ADDRESS } from './customers.js';
import type { TestShop } from './test-app.js';

// Orders for the API tests: rows as the orders table holds them (for the documents and the
// payment calls), or a cart placed through the order API.

export const SHIP_TO = { ...SAMPLE_ADDRESS, customer_email: 'dana.whitfield@precisionfab.com' };

export function plainLine(name: string, priceCents: number, quantity: number, sku = 'NB-PL-100'): PricedCartLine {
  return {
    cartItemId: randomUUID(),
    productId: randomUUID(),
    product: { name, slug: name.toLowerCase().replace(/\W+/g, '-'), sku, images: [] },
    productPriceCents: priceCents,
    quantity,
    productTotalCents: priceCents * quantity,
    variants: [],
    itemTotalCents: priceCents * quantity,
    problem: null,
  };
}

/** A punch configured with a measurement and a priced coating option. */
export function configuredVariant(name: string, quantity: number, overrides: Partial<PricedVariant> = {}): PricedVariant {
  const unitPriceCents = 8_950 + 1_200;
  return {
    variantId: randomUUID(),
    name,
    sku: 'NB-TP-B-RD',
    image: '',
    quantity,
    unitPriceCents,
    totalCents: unitPriceCents * quantity,
    measurement: { type: 'IN', value: 1.25, min: 0.5, max: 3 },
    options: [
      { optionId: randomUUID(), optionName: 'Coating', childName: 'TiN', childPriceCents: 1_200 },
      { optionId: randomUUID(), optionName: 'Keyway', childName: 'Standard', childPriceCents: 0 },
    ],
    ...overrides,
  };
}

export function variantLine(name: string, variants: PricedVariant[], sku = 'NB-TP-B'): PricedCartLine {
  const total = variants.reduce((sum, v) => sum + v.totalCents, 0);
  return { ...plainLine(name, 0, 1, sku), productTotalCents: 0, variants, itemTotalCents: total };
}

/** An order row with the given lines; totals follow from the lines and a shipping charge. */
export function orderRow(lines: PricedCartLine[], overrides: Partial<OrderRow> = {}): OrderRow {
  const subTotalCents = lines.reduce((sum, l) => sum + l.itemTotalCents, 0);
  const shippingCents = 2_500;
  const createdAt = new Date('2025-11-21T15:45:00Z');
  return {
    id: randomUUID(),
    orderNumber: 'NB-100001',
    customerId: randomUUID(),
    status: 'Pending',
    shippingStatus: 'Pending',
    parcelNumber: null,
    paymentType: 'COD',
    paymentStatus: 'Pending',
    paymentResponse: {},
    net30InvoicePdfUrl: null,
    lines,
    shippingAddress: SHIP_TO,
    subTotalCents,
    shippingCents,
    shippingServiceCode: null,
    shippingServiceName: null,
    shippingSource: null,
    totalCents: subTotalCents + shippingCents,
    taxCents: 0,
    taxNote: null,
    taxRecord: null,
    currency: 'usd',
    cancelReason: null,
    cancelledAt: null,
    shippedAt: null,
    deliveredAt: null,
    deliveryDate: null,
    refund: null,
    paymentStarting: null,
    paymentAttention: [],
    idempotencyKey: null,
    poNumber: null,
    customerNote: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export const sampleLines = (): PricedCartLine[] => [
  variantLine('Thick Turret B-Station Round Punch with Extended Shank for Heavy-Gauge Stainless Sheet Applications', [
    configuredVariant('Round 12.7 mm', 4),
    configuredVariant('Round 25.4 mm', 2, { sku: 'NB-TP-B-RD-254', measurement: null }),
  ]),
  plainLine('Die Clearance Gauge Set', 4_500, 3, 'NB-GAUGE-SET'),
];

/** An order of `count` plain lines: enough to fill several pages. */
export const longOrder = (count: number, overrides: Partial<OrderRow> = {}): OrderRow =>
  orderRow(
    Array.from({ length: count }, (_, i) =>
      plainLine(`Press Brake Die ${i + 1} (88° V-opening, segmented, 835 mm)`, 12_000 + i, 1 + (i % 3), `NB-PB-${1000 + i}`),
    ),
    overrides,
  );

/** A placed order straight in the table (placing orders is the orders module's business): two plain lines. */
export async function insertOrder(db: Database, customerId: string, values: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: sql`'NB-' || nextval('order_number_seq')`,
      customerId,
      paymentType: 'CREDIT_CARD',
      lines: [plainLine('Thick Turret Punch 1.25" Round', 100_000, 1, 'NB-SKU'), plainLine('Press Brake Die <V 12>', 25_000, 1, 'NB-SKU')],
      shippingAddress: { customer_name: 'Dana Whitfield', customer_city: 'Holland' },
      subTotalCents: 125_000,
      shippingCents: 2_950,
      totalCents: 127_950,
      ...values,
    })
    .returning();
  return row;
}

/** Fills the customer's cart (fillCart) and places it through POST /order/create; answers the order id ('NB-…'). */
export async function placeOrder(
  shop: TestShop,
  customer: { id: string; token: string },
  picks: CatalogPicks,
  type = 'COD',
): Promise<string> {
  await fillCart(shop.handle.db, customer.id, picks);
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    headers: { authorization: customer.token },
    payload: { customer_id: customer.id, customer_payment: { type } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.order_id;
}
