import { describe, expect, it } from 'vitest';
import { dueDate, orderDate, paymentLabel, upsTrackingUrl } from './order-text';

describe('order texts', () => {
  it('writes order dates in en-US with 12-hour time', () => {
    expect(orderDate('2025-06-05T15:04:00')).toBe('Jun 5, 2025, 3:04 PM');
  });

  it('writes a Net 30 due date from epoch seconds', () => {
    expect(dueDate(new Date('2025-07-05T12:00:00').getTime() / 1000)).toBe('Jul 5, 2025');
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
