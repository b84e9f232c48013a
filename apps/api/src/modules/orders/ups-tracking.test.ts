import { afterAll, describe, expect, it } from 'vitest';
import { startFakeUps } from '../../integrations/ups/fake-ups-server.js';
import { deliveredAnswer, deliveryAttemptedAnswer, inTransitAnswer, returnedAnswer } from '../../integrations/ups/tracking-answers.js';
import { customerOrder, signedInStaff } from '../../test/back-office.js';
import { outbox, type TestCustomer } from '../../test/customers.js';
import { beforeAllValue, startTestShop } from '../../test/test-app.js';

// A shop with UPS configured against the fake UPS server, which answers tracking as UPS documents.
const fake = beforeAllValue(() => startFakeUps());
const shop = beforeAllValue(() =>
  startTestShop({
    seed: false,
    env: {
      UPS_CLIENT_ID: fake.clientId,
      UPS_CLIENT_SECRET: fake.clientSecret,
      UPS_ACCOUNT_NUMBER: 'A1B2C3',
      UPS_API_URL: fake.url,
      SHIP_FROM_NAME: 'Northbend Tooling',
      SHIP_FROM_ADDRESS: '400 Industrial Dr',
      SHIP_FROM_CITY: 'Holland',
      SHIP_FROM_STATE: 'MI',
      SHIP_FROM_POSTAL_CODE: '49423',
      SHIP_FROM_COUNTRY: 'US',
    },
  }),
);
afterAll(async () => {
  await shop.close();
  await fake.close();
});
const warehouse = beforeAllValue(() => signedInStaff(shop, 'warehouse'));
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));

const SIX_HOURS = 6 * 3_600_000;
let rounds = 0;
/**
 * Runs the next tracking round and everything it queues, as the worker would: the start queued the
 * first round, and each round queues the next one interval later, so the worker is asked as if
 * that much more time had passed each time.
 */
const runTrackingRound = () => shop.jobs.runDue({ laterMs: rounds++ * SIX_HOURS });

/** A COD order of a new customer, shipped by the warehouse with these UPS tracking numbers. */
async function shippedOrder(...parcels: string[]): Promise<{ customer: TestCustomer; orderNumber: string }> {
  const { customer, order } = await customerOrder(shop, { paymentType: 'COD' });
  for (const number of parcels) {
    const res = await warehouse.send('POST', `/orders/${order.orderNumber}/shipments`, { carrier: 'UPS', tracking_number: number });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { customer, orderNumber: order.orderNumber };
}

const adminOrder = async (orderNumber: string) => (await sales.send('GET', `/orders/${orderNumber}`)).json().result;
const customerOrderView = async (customer: TestCustomer, orderNumber: string) =>
  (await customer.send('GET', `/order/user/${customer.id}`))
    .json()
    .data.result.find((o: { order_id: string }) => o.order_id === orderNumber);
const deliveredMails = async (to: string, orderNumber: string) =>
  (await outbox(shop)).filter((m) => m.to === to && m.subject === `Your order ${orderNumber} has been delivered`);
const trackingAlerts = async (orderNumber: string) =>
  ((await sales.send('GET', '/dashboard')).json().alerts as { id: number; about: string; title: string; detail: string }[]).filter(
    (a) => a.about === orderNumber,
  );

describe('UPS tracking job', () => {
  it('delivers an order shipped with a 1Z number: Delivered with the delivery date, audited, one email however often it runs', async () => {
    const parcel = '1Z999AA10100000001';
    const { customer, orderNumber } = await shippedOrder(parcel);
    fake.setTracking(parcel, deliveredAnswer(parcel, '20261127', '143200'));
    await runTrackingRound();

    const mine = await customerOrderView(customer, orderNumber);
    expect(mine.status).toBe('Delivered');
    expect(mine.customer_shipping.shipment_details).toMatchObject({ status: 'Delivered', delivery_date: '2026-11-27' });
    const staffView = await adminOrder(orderNumber);
    expect(staffView).toMatchObject({ status: 'Delivered', shipping_status: 'Delivered', delivery_date: '2026-11-27' });
    expect(staffView.delivered_at).toEqual(expect.any(String));
    expect(staffView.shipments[0].tracking).toMatchObject({
      state: 'delivered',
      status: { type: 'D', code: 'FS', description: 'DELIVERED' },
      delivered_on: '2026-11-27',
    });
    expect(staffView.audit).toContainEqual(
      expect.objectContaining({
        action: 'order.deliver',
        staff_email: null,
        summary: `UPS delivered ${orderNumber} on Nov 27, 2026`,
        after: expect.objectContaining({ status: 'Delivered', delivery_date: '2026-11-27' }),
      }),
    );
    const [mail, ...more] = await deliveredMails(customer.email, orderNumber);
    expect(more).toHaveLength(0);
    expect(mail.text).toContain(`UPS delivered your order ${orderNumber} on Nov 27, 2026 (UPS parcel ${parcel})`);
    expect(staffView.emails).toContainEqual(expect.objectContaining({ kind: 'delivered', recipient: customer.email }));

    const asked = fake.to('GET', `/api/track/v1/details/${parcel}`).length;
    await runTrackingRound();
    await runTrackingRound();
    expect(fake.to('GET', `/api/track/v1/details/${parcel}`)).toHaveLength(asked);
    expect(await deliveredMails(customer.email, orderNumber)).toHaveLength(1);
    expect((await adminOrder(orderNumber)).audit.filter((e: { action: string }) => e.action === 'order.deliver')).toHaveLength(1);
  });

  it('waits for every parcel of the order: the delivery date is the day the last one arrived', async () => {
    const first = '1Z999AA10100000002';
    const second = '1Z999AA10100000003';
    const { customer, orderNumber } = await shippedOrder(first, second);
    fake.setTracking(first, deliveredAnswer(first, '20261126'));
    fake.setTracking(second, inTransitAnswer(second));
    await runTrackingRound();
    const partly = await adminOrder(orderNumber);
    expect(partly).toMatchObject({ status: 'Processing', shipping_status: 'Shipped', delivery_date: null });
    expect(partly.shipments.map((s: { tracking: { state: string } }) => s.tracking.state)).toEqual(['delivered', 'moving']);
    expect(await deliveredMails(customer.email, orderNumber)).toHaveLength(0);

    fake.setTracking(second, deliveredAnswer(second, '20261128'));
    await runTrackingRound();
    expect(await adminOrder(orderNumber)).toMatchObject({ status: 'Delivered', shipping_status: 'Delivered', delivery_date: '2026-11-28' });
    const [mail] = await deliveredMails(customer.email, orderNumber);
    expect(mail.text).toContain(`on Nov 28, 2026 (UPS parcels ${first}, ${second})`);
  });

  it('shows an exception to staff once: one alert per parcel and status, on the dashboard and the order', async () => {
    const parcel = '1Z999AA10100000004';
    const { orderNumber } = await shippedOrder(parcel);
    fake.setTracking(parcel, deliveryAttemptedAnswer(parcel));
    await runTrackingRound();
    await runTrackingRound();

    const [alert, ...more] = await trackingAlerts(orderNumber);
    expect(more).toHaveLength(0);
    expect(alert.title).toBe(`UPS parcel ${parcel} of ${orderNumber} has a delivery exception`);
    expect(alert.detail).toContain('The receiver was not available for delivery');
    const staffView = await adminOrder(orderNumber);
    expect(staffView).toMatchObject({ status: 'Processing', shipping_status: 'Shipped' });
    expect(staffView.shipments[0].tracking).toMatchObject({ state: 'exception', status: { type: 'X', code: '48' } });
    expect(staffView.audit).toContainEqual(expect.objectContaining({ action: 'alert.raise', summary: `Alert: ${alert.title}` }));

    // Resolved by staff, the same status does not come back; a new one (the parcel goes back) does.
    const resolved = await sales.send('POST', `/alerts/${alert.id}/resolve`, { resolution: 'Called the buyer; UPS tries again Monday.' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await runTrackingRound();
    expect(await trackingAlerts(orderNumber)).toHaveLength(0);
    fake.setTracking(parcel, returnedAnswer(parcel));
    await runTrackingRound();
    const [returned, ...others] = await trackingAlerts(orderNumber);
    expect(others).toHaveLength(0);
    expect(returned.title).toBe(`UPS parcel ${parcel} of ${orderNumber} is being returned to the shop`);
  });

  it('notes a number UPS does not know without failing, and asks nothing about numbers that are not UPS 1Z numbers', async () => {
    const unknown = '1Z999AA10100000005';
    const other = '9400111899223197428490';
    const { orderNumber } = await shippedOrder(unknown, other);
    await runTrackingRound();
    const staffView = await adminOrder(orderNumber);
    expect(staffView.shipments.map((s: { tracking: unknown }) => s.tracking)).toEqual([
      expect.objectContaining({ state: 'unknown', status: expect.objectContaining({ code: 'TW0001' }) }),
      null,
    ]);
    expect(staffView).toMatchObject({ status: 'Processing', shipping_status: 'Shipped' });
    expect(fake.to('GET', `/api/track/v1/details/${other}`)).toHaveLength(0);
    expect((await sales.send('GET', '/jobs')).json()).toMatchObject({ counts: expect.objectContaining({ dead: 0 }) });
  });
});
