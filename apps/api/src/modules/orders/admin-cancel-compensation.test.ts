import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DemoProvider } from '../../integrations/payments/demo-provider.js';
import type { ProviderRefund, RefundOrder } from '../../integrations/payments/payment-provider.js';
import { customerOrder, mailTo, signedInStaff } from '../../test/back-office.js';
import { refuseOrderCancellations, refusePaymentFlagChanges } from '../../test/database-refusals.js';
import { bearer } from '../../test/staff.js';
import type { AdminAlert } from '@northbend/shared';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { PARTNER_STEP_GRACE_MS } from '../jobs/index.js';
import { appWithProvider } from '../payments/test-helpers.js';

// Decision 022: a refund the provider made whose change the database then refused (a cancellation,
// an extra payment's flag) is finished by a job, or ends as an alert on the dashboard and in the audit log.
const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const warehouse = beforeAllValue(() => signedInStaff(shop, 'warehouse'));
const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));

/** The demo provider, whose refund can take long enough for something else to happen meanwhile. */
class SlowRefunds extends DemoProvider {
  #meanwhile: (() => Promise<void>) | null = null;

  /** What happens once the next refund is made, before the provider answers. */
  duringNextRefund(work: () => Promise<void>): void {
    this.#meanwhile = work;
  }

  override async refund(order: RefundOrder, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
    const refund = await super.refund(order, amountCents, idempotencyKey);
    const meanwhile = this.#meanwhile;
    this.#meanwhile = null;
    await meanwhile?.();
    return refund;
  }
}
// The shop's own demo secret, so both apps' refunds of an order carry the same reference.
const slow = beforeAllValue(
  async () => new SlowRefunds(createHmac('sha256', shop.config.jwtSecret).update('northbend demo payments').digest('hex')),
);
const slowApp = beforeAllValue(() => appWithProvider(shop, slow));
afterAll(() => slowApp.close());

const REASON = 'Customer ordered the wrong die height.';
const TRACKING = '1Z999AA10123456784';
const paidCard = (reference: string) => ({
  paymentType: 'CREDIT_CARD' as const,
  paymentStatus: 'Paid' as const,
  status: 'Processing' as const,
  paymentResponse: { provider: 'demo' as const, reference, paid_reference: reference, paid_at: 1_760_000_000 },
});
const cancel = (orderNumber: string) => sales.send('POST', `/orders/${orderNumber}/cancel`, { reason: REASON });
const detail = async (orderNumber: string) => (await sales.send('GET', `/orders/${orderNumber}`)).json().result;
const dashboardAlerts = async () => (await warehouse.send('GET', '/dashboard')).json().alerts as AdminAlert[];
/** Runs the due jobs as if `ms` had passed: the step's job waits PARTNER_STEP_GRACE_MS for its request. */
const later = (ms: number) => shop.jobs.runDue({ laterMs: ms });

describe('POST /api/v1/admin/orders/{order_id}/cancel: refunded, then the database refuses', () => {
  it('answers 503, and the job retries until the order is Cancelled, audited and the customer told', async () => {
    const { customer, order } = await customerOrder(shop, paidCard('demo_cs_comp_a'));
    const refusal = await refuseOrderCancellations(shop.handle.db);
    try {
      const res = await cancel(order.orderNumber);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().message).toBe(
        'The payment has been refunded, but the cancellation could not be saved yet. It is retried in the background; if it cannot be finished, an alert appears on the dashboard.',
      );
      expect(await detail(order.orderNumber)).toMatchObject({ status: 'Processing', payment: { refund: null }, audit: [] });

      // Its request may still be under way: the job waits.
      await later(0);
      expect((await detail(order.orderNumber)).status).toBe('Processing');
      // Its first attempt meets the same refusal and waits for the next.
      await later(PARTNER_STEP_GRACE_MS + 1_000);
      const jobs = (await sales.send('GET', '/jobs')).json().result;
      expect(jobs).toContainEqual(
        expect.objectContaining({
          kind: 'order.cancel',
          about: order.orderNumber,
          state: 'queued',
          attempts: 1,
          last_error: expect.stringContaining('the database refused the change'),
        }),
      );
    } finally {
      await refusal.stop();
    }

    await later(PARTNER_STEP_GRACE_MS + 1_000 + 13_000);
    const cancelled = await detail(order.orderNumber);
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      cancel_reason: REASON,
      payment: { refund: { provider: 'demo', reference: expect.stringMatching(/^demo_re_/), amount: 1279.5 } },
    });
    expect(cancelled.audit).toMatchObject([
      {
        action: 'order.cancel',
        staff_email: sales.email,
        summary: `${sales.email} cancelled ${order.orderNumber} and refunded 1279.50 USD: ${REASON}`,
      },
    ]);
    expect((await mailTo(shop, customer.email, `Your order ${order.orderNumber} has been cancelled`)).text).toContain(
      'We have refunded $1,279.50',
    );
    expect((await dashboardAlerts()).map((a) => a.about)).not.toContain(order.orderNumber);
  });

  it('alerts staff on the dashboard and in the audit log when the order shipped meanwhile; sales resolve it', async () => {
    const { order } = await customerOrder(shop, paidCard('demo_cs_comp_b'));
    slow.duringNextRefund(async () => {
      const shipped = await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, { tracking_number: TRACKING });
      expect(shipped.statusCode, shipped.body).toBe(200);
    });
    const res = await slowApp.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.orderNumber}/cancel`,
      headers: bearer(sales.token),
      payload: { reason: REASON },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'The payment has been refunded, but the order could not be cancelled: This order has shipped and can no longer be cancelled. An alert on the dashboard asks to check it.',
    );

    const [alert] = await dashboardAlerts();
    expect(alert).toMatchObject({
      kind: 'order.cancel_not_finished',
      entity_type: 'order',
      entity_id: order.id,
      about: order.orderNumber,
      title: `${order.orderNumber} was refunded but is not cancelled`,
      resolved_at: null,
    });
    expect(alert).toHaveProperty(
      'detail',
      expect.stringMatching(
        new RegExp(
          `^${sales.email} cancelled ${order.orderNumber} \\(“${REASON}”\\) and the payment provider refunded 1279\\.50 USD \\(refund demo_re_\\w+\\), but the order could not be cancelled: This order has shipped and can no longer be cancelled\\.`,
        ),
      ),
    );
    const shipped = await detail(order.orderNumber);
    expect(shipped).toMatchObject({ status: 'Processing', shipping_status: 'Shipped', payment: { refund: null } });
    expect(shipped.audit.map((a: { action: string }) => a.action)).toEqual(['alert.raise', 'order.ship']);
    const audit = (await owner.send('GET', '/audit?action=alert.raise')).json().result;
    expect(audit[0]).toMatchObject({ staff_email: null, entity_id: order.id, summary: `Alert: ${alert.title}` });
    // Nothing is left for the job to do.
    await later(PARTNER_STEP_GRACE_MS * 10);
    expect(await dashboardAlerts()).toHaveLength(1);

    const resolve = (who: typeof sales, resolution: string) => who.send('POST', `/alerts/${alert.id}/resolve`, { resolution });
    expect((await resolve(warehouse, 'Shipped anyway')).statusCode).toBe(403);
    expect((await resolve(sales, '  ')).json().message).toBe('Say what was done about it.');
    const resolved = await resolve(sales, 'Parcel left already; the customer pays again by card.');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      message: 'The alert has been marked as resolved.',
      result: { resolved_by: sales.email, resolution: 'Parcel left already; the customer pays again by card.' },
    });
    expect(await dashboardAlerts()).toEqual([]);
    expect((await detail(order.orderNumber)).audit[0]).toMatchObject({
      action: 'alert.resolve',
      staff_email: sales.email,
      summary: `${sales.email} resolved the alert “${alert.title}”: Parcel left already; the customer pays again by card.`,
    });
    expect((await resolve(sales, 'Again')).statusCode).toBe(409);
  });

  it('alerts staff when the job cannot finish: the order shipped before it ran, or its attempts ran out', async () => {
    const { order: shippedMeanwhile } = await customerOrder(shop, paidCard('demo_cs_comp_c'));
    const { order: neverSaved } = await customerOrder(shop, paidCard('demo_cs_comp_d'));
    const refusal = await refuseOrderCancellations(shop.handle.db);
    try {
      expect((await cancel(shippedMeanwhile.orderNumber)).statusCode).toBe(503);
      expect((await cancel(neverSaved.orderNumber)).statusCode).toBe(503);
      const shipped = await warehouse.send('POST', `/orders/${shippedMeanwhile.orderNumber}/shipments`, { tracking_number: TRACKING });
      expect(shipped.statusCode, shipped.body).toBe(200);
      // Five attempts, each due at the latest a day after the one before.
      for (let day = 1; day <= 5; day++) await later(day * 86_400_000);
    } finally {
      await refusal.stop();
    }
    const alerts = await dashboardAlerts();
    expect(alerts.find((a) => a.about === shippedMeanwhile.orderNumber)).toHaveProperty(
      'detail',
      expect.stringContaining(
        'may have refunded the payment demo_cs_comp_c (not confirmed: check it there), but the order could not be cancelled: This order has shipped and can no longer be cancelled.',
      ),
    );
    expect(alerts.find((a) => a.about === neverSaved.orderNumber)).toHaveProperty(
      'detail',
      expect.stringMatching(
        /the payment provider refunded 1279\.50 USD \(refund demo_re_\w+\), but the order could not be cancelled: it failed 5 times, last: .*the database refused the change/,
      ),
    );
    expect((await detail(neverSaved.orderNumber)).status).toBe('Processing');
    // The alert is the record: the jobs page does not list them a second time.
    const jobs = (await sales.send('GET', '/jobs')).json().result as { about: string }[];
    expect(jobs.map((j) => j.about)).not.toContain(neverSaved.orderNumber);
  });
});

describe('POST /api/v1/admin/orders/{order_id}/extra-payments/refund: refunded, then the database refuses', () => {
  it('answers 503, and the job notes the refund on the order later', async () => {
    const { order } = await customerOrder(shop, {
      paymentType: 'CREDIT_CARD',
      status: 'Cancelled',
      paymentAttention: [
        {
          reason: 'paid_after_cancel',
          provider: 'demo',
          reference: 'demo_cs_comp_late',
          amountCents: 1_000,
          currency: 'usd',
          eventId: 'demo_evt_comp_late',
          at: new Date().toISOString(),
          open: true,
        },
      ],
    });
    const refusal = await refusePaymentFlagChanges(shop.handle.db);
    try {
      const res = await sales.send('POST', `/orders/${order.orderNumber}/extra-payments/refund`, { reference: 'demo_cs_comp_late' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().message).toBe(
        'The extra payment has been refunded, but the refund could not be noted on the order yet. It is retried in the background; if it cannot be finished, an alert appears on the dashboard.',
      );
    } finally {
      await refusal.stop();
    }
    expect((await detail(order.orderNumber)).payment.extra_payments).toMatchObject([{ reference: 'demo_cs_comp_late', open: true }]);

    await later(PARTNER_STEP_GRACE_MS + 1_000);
    const noted = await detail(order.orderNumber);
    expect(noted.payment.extra_payments).toMatchObject([
      { reference: 'demo_cs_comp_late', open: false, refund: { provider: 'demo', reference: expect.stringMatching(/^demo_re_/) } },
    ]);
    expect(noted.audit).toMatchObject([{ action: 'order.refund_extra_payment', staff_email: sales.email }]);
  });
});
