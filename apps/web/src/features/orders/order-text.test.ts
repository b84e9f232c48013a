import { afterEach, describe, expect, it } from 'vitest';
import { setShopTimeZone } from '../../lib/shop-time';
import { dueDate, orderDate, paymentLabel, upsTrackingUrl } from './order-text';

describe('order texts', () => {
  afterEach(() => setShopTimeZone(undefined));

  it("writes order dates in en-US with 12-hour time, in the shop's time zone", () => {
    expect(orderDate('2025-06-05T19:04:00Z')).toBe('Jun 5, 2025, 3:04 PM');
  });

  it('writes a Net 30 due date from epoch seconds', () => {
    expect(dueDate(Date.parse('2025-07-05T16:00:00Z') / 1000)).toBe('Jul 5, 2025');
  });

  // Issue 28 item 12: the order page said due Dec 28 where the invoice PDF said Dec 27.
  it("shows a due date near midnight as the shop's day, the day the invoice PDF prints, whatever the browser's zone", () => {
    const due = Date.parse('2026-12-28T03:30:00Z') / 1000;
    expect(dueDate(due)).toBe('Dec 27, 2026');
    expect(orderDate('2026-12-28T03:30:00Z')).toBe('Dec 27, 2026, 10:30 PM');
    setShopTimeZone('Europe/Berlin');
    expect(dueDate(due)).toBe('Dec 28, 2026');
    expect(orderDate('2026-12-28T03:30:00Z')).toBe('Dec 28, 2026, 4:30 AM');
  });

  it('labels payment types as the checkout does', () => {
    expect(paymentLabel('NET_30')).toBe('Net 30 (via Stripe)');
    expect(paymentLabel('COD')).toBe('COD (Cash on Delivery)');
    expect(paymentLabel('SOMETHING')).toBe('SOMETHING');
  });

  it('links a parcel to UPS tracking', () => {
    expect(upsTrackingUrl('1Z 999')).toBe('https://www.ups.com/track?tracknum=1Z%20999');
  });
});
