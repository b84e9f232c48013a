import { describe, expect, it } from 'vitest';
import { chargeLines } from './charge-lines.js';
import type { PaymentOrder } from './payment-provider.js';

const order: PaymentOrder = {
  id: '5b0f3c8e-1111-4a5b-9c2d-000000000002',
  orderNumber: 'NB-100043',
  currency: 'usd',
  subTotalCents: 23_000,
  shippingCents: 1_950,
  taxCents: 2_050,
  totalCents: 27_000,
  lines: [
    { name: 'Thick Turret Punch', amountCents: 20_000 },
    { name: 'Tooling Handbook', amountCents: 3_000 },
  ],
};

describe('chargeLines with sales tax (issue 30)', () => {
  it('charges the order total: the lines, shipping and a Sales tax line', () => {
    const lines = chargeLines(order, 10);
    expect(lines.at(-1)).toEqual({ name: 'Sales tax', amountCents: 2_050 });
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(27_000);
  });

  it('has no tax line for an order without tax, and refuses a total that is not sub total, shipping and tax', () => {
    expect(chargeLines({ ...order, taxCents: 0, totalCents: 24_950 }, 10).map((l) => l.name)).not.toContain('Sales tax');
    expect(() => chargeLines({ ...order, totalCents: 24_950 }, 10)).toThrow('is not its sub total plus shipping and tax');
  });
});
