import { formatShopDayLong } from '@northbend/shared';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.js';
import { beforeAllValue, useTestShop } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/customers.js';
import { orderRow, sampleLines } from '../../../test/orders.js';
import { pdfText } from './pdf-test-utils.js';

// A shop in Tokyo (SHOP_TIMEZONE): 2025-12-21 20:00 UTC is Dec 22 there, still Dec 21 in Detroit.
const ZONE = 'Asia/Tokyo';
const shop = useTestShop({ seed: false, env: { SHOP_TIMEZONE: ZONE } });
const owner = beforeAllValue(() => newCustomer(shop));
const DUE = Date.UTC(2025, 11, 21, 20) / 1000;
const PLACED = new Date(Date.UTC(2025, 10, 21, 15, 30));

describe('SHOP_TIMEZONE', () => {
  it("prints the Net 30 invoice's due day and the order date in the shop's zone, the day the order's answer gives there", async () => {
    const { id: _id, ...row } = orderRow(sampleLines(), {
      customerId: owner.id,
      orderNumber: 'NB-970001',
      createdAt: PLACED,
      paymentType: 'NET_30',
      paymentStatus: 'unpaid',
      paymentResponse: { provider: 'demo', due_date: DUE },
    });
    await shop.handle.db.insert(orders).values(row);
    const headers = { authorization: owner.token };

    const list = await shop.app.inject({ method: 'GET', url: `/api/v1/order/user/${owner.id}`, headers });
    expect(list.statusCode, list.body).toBe(200);
    const answered = list.json().data.result.find((o: { order_id: string }) => o.order_id === 'NB-970001');
    const dueSeconds: number = answered.customer_payment.response.due_date;
    expect(formatShopDayLong(dueSeconds * 1000, ZONE)).toBe('December 22, 2025');
    expect(formatShopDayLong(dueSeconds * 1000)).toBe('December 21, 2025'); // the default zone's day differs

    const invoice = await shop.app.inject({ method: 'GET', url: '/api/v1/order/pdf/net-30-invoice/NB-970001', headers });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(`Due date ${formatShopDayLong(dueSeconds * 1000, ZONE)}`);
    expect(text).not.toContain('December 21, 2025');

    const details = await shop.app.inject({ method: 'GET', url: '/api/v1/order/pdf/details/NB-970001', headers });
    expect(pdfText(details.rawPayload)).toContain('Order date Nov 22, 2025, 12:30 AM GMT+9');
  });
});
