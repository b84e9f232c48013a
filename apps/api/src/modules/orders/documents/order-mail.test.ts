import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { orders } from '../../../db/schema/index.js';
import type { OutboxMessage } from '../../../integrations/mail/outbox-mailer.js';
import type { MailMessage } from '../../../integrations/mail/mailer.js';
import { beforeAllValue, useTestShop } from '../../../test/test-app.js';
import { pickCatalog } from '../../../test/catalog.js';
import { newCustomer, outbox } from '../../../test/customers.js';
import { orderRow, placeOrder, sampleLines } from '../../../test/orders.js';
import { detailsPdf, sendNewOrderNotice, sendOrderConfirmation } from '../order-mail.js';
import { money } from './order-facts.js';
import { looksLikePdf, pdfText } from './pdf-test-utils.js';

const shop = useTestShop();
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));

const NAME = 'Dana <script>alert(1)</script> Whitfield';
const ESCAPED = 'Dana &lt;script&gt;alert(1)&lt;/script&gt; Whitfield';

/** The order emails are jobs of the order's transaction; reading the outbox runs them: wait until both are there. */
async function mailsOf(orderNumber: string): Promise<OutboxMessage[]> {
  for (let i = 0; i < 100; i++) {
    const mails = (await outbox(shop)).filter((m) => m.subject.includes(orderNumber));
    if (mails.length >= 2) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the emails of ${orderNumber} never arrived`);
}

/** A new customer (named NAME) places a filled cart; answers them and the order's row. */
async function orderOfNewCustomer(type: string) {
  const customer = await newCustomer(shop, { address: true, values: { name: NAME } });
  const orderNumber = await placeOrder(shop, customer, picks, type);
  const [order] = await shop.handle.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return { customer, order };
}

describe('POST /order/create sends the order emails', () => {
  it('confirms the order to the customer with the details PDF and notifies sales, all escaped', async () => {
    const { customer, order } = await orderOfNewCustomer('COD');
    const mails = await mailsOf(order.orderNumber);
    const confirmation = mails.find((m) => m.to === customer.email)!;
    const notice = mails.find((m) => m.to === shop.config.salesEmail)!;
    const totals = [
      `Sub Total: ${money(order.subTotalCents)}`,
      `Shipping (UPS): ${money(order.shippingCents)}`,
      `Total: ${money(order.totalCents)}`,
    ];
    const configuration = [
      `${picks.variant.option.name}: ${picks.variant.child.name} (+${money(picks.variant.child.priceCents)})`,
      `Measurement: ${picks.variant.min} ${picks.variant.unit}`,
    ];

    expect(confirmation.subject).toBe(`Your Northbend Tooling order ${order.orderNumber}`);
    for (const shown of [
      ...totals,
      ...configuration,
      picks.plain.name,
      'COD (Cash on Delivery)',
      'You pay on delivery',
      'Holland, Michigan 49423',
    ]) {
      expect(confirmation.text).toContain(shown);
    }
    expect(confirmation.html).toContain(money(order.totalCents));
    expect(confirmation.text).toContain(`${shop.config.publicUrl}/user/order?focus=${order.orderNumber}`);
    expect(confirmation.html).toContain(`Hello ${ESCAPED},`);
    expect(confirmation.html).not.toContain('<script>');
    expect(confirmation.attachments).toEqual([
      { filename: `${order.orderNumber}-order.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);

    const pdf = await shop.app.inject({ method: 'GET', url: `/dev/outbox/${confirmation.id}/attachments/0` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${order.orderNumber}-order.pdf"`);
    expect(looksLikePdf(pdf.rawPayload)).toBe(true);
    expect(pdfText(pdf.rawPayload)).toContain(`Total ${money(order.totalCents)}`);
    expect((await shop.app.inject({ method: 'GET', url: `/dev/outbox/${confirmation.id}` })).body).toContain(
      `${order.orderNumber}-order.pdf</a> (application/pdf,`,
    );
    expect((await shop.app.inject({ method: 'GET', url: `/dev/outbox/${confirmation.id}/attachments/1` })).statusCode).toBe(404);

    expect(notice).toMatchObject({
      replyTo: customer.email,
      subject: `New order ${order.orderNumber}: Precision Fab LLC, ${money(order.totalCents)}`,
    });
    for (const shown of [...totals, ...configuration, 'Precision Fab LLC', customer.email, '+1 616 555 0199', 'COD (Cash on Delivery)']) {
      expect(notice.text).toContain(shown);
    }
    expect(notice.html).toContain(ESCAPED);
    expect(notice.html).not.toContain('<script>');
  });
});

describe('sendOrderConfirmation and sendNewOrderNotice', () => {
  const deps = (mailer: { send: (m: MailMessage) => Promise<void> }) => ({
    mailer,
    config: {
      brandName: 'Northbend Tooling',
      publicUrl: 'https://shop.example.com',
      salesEmail: 'sales@northbendtooling.com',
      imagesDir: '/nonexistent',
    },
  });
  const customer = { email: 'dana@precisionfab.com', name: 'Dana Whitfield' };
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

  it.each([
    ['COD', 'You pay on delivery'],
    ['CREDIT_CARD', 'card payment'],
    ['NET_30', 'Net 30 terms'],
    ['BANK_TRANSFER', 'Transfer $769.00 to the account shown on the bank transfer page'],
  ] as const)('tells a %s customer what happens next and links to the order', async (type, step) => {
    const sent: MailMessage[] = [];
    const order = orderRow(sampleLines(), { paymentType: type });
    const attachments = await detailsPdf(order, deps({ send: async () => undefined }).config, log);
    await sendOrderConfirmation(deps({ send: async (m) => void sent.push(m) }), {
      order,
      customer,
      attachments,
      idempotencyKey: 'order.confirmation.x',
    });
    const [confirmation] = sent;
    expect(confirmation.to).toBe(customer.email);
    expect(confirmation.idempotencyKey).toBe('order.confirmation.x');
    expect(confirmation.text).toContain(step);
    expect(confirmation.html).toContain('https://shop.example.com/user/order?focus=NB-100001');
    expect(confirmation.attachments?.[0].content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reject when the mail server refuses, so their job is tried again', async () => {
    const mailer = { send: vi.fn(() => Promise.reject(new Error('SMTP server unreachable'))) };
    const placed = { order: orderRow(sampleLines()), customer, attachments: [] };
    await expect(sendOrderConfirmation(deps(mailer), placed)).rejects.toThrow('SMTP server unreachable');
    await expect(sendNewOrderNotice(deps(mailer), placed)).rejects.toThrow('SMTP server unreachable');
    expect(mailer.send).toHaveBeenCalledTimes(2);
  });
});
