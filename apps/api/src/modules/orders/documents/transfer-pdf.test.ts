import { describe, expect, it } from 'vitest';
import { beforeAllValue, useTestShop } from '../../../test/test-app.js';
import { newCustomer } from '../../../test/customers.js';
import { insertOrder } from '../../../test/orders.js';
import { pdfText } from './pdf-test-utils.js';

// Issue 16 item 3: the order details PDF carries an unpaid bank transfer's instructions.
const shop = useTestShop({ seed: false });
const owner = beforeAllValue(() => newCustomer(shop));

const transfer = {
  amountCents: 127_950,
  currency: 'usd',
  reference: 'PQ7TZ3B2KD',
  bankName: 'Test Bank',
  accountHolder: 'Northbend Tooling',
  accountNumber: '111222333444',
  routingNumber: '999888777',
};
const pdfOf = async (orderNumber: string) =>
  pdfText(
    (await shop.app.inject({ method: 'GET', url: `/api/v1/order/pdf/details/${orderNumber}`, headers: { authorization: owner.token } }))
      .rawPayload,
  );

describe('the order details PDF of a bank transfer order', () => {
  it('prints the instructions while the transfer is unpaid, and not once it is paid', async () => {
    const paymentResponse = { provider: 'stripe' as const, reference: 'cs_test_9', transfer };
    const waiting = await insertOrder(shop.handle.db, owner.id, {
      paymentType: 'BANK_TRANSFER',
      paymentStatus: 'Awaiting Payment',
      paymentResponse,
    });
    const text = await pdfOf(waiting.orderNumber);
    expect(text).toContain('Pay by bank transfer');
    expect(text).toContain('Amount $1,279.50');
    expect(text).toContain('Reference PQ7TZ3B2KD');
    expect(text).toContain('Bank Test Bank');
    expect(text).toContain('Routing number 999888777');
    expect(text).toContain('Account number 111222333444');

    const paid = await insertOrder(shop.handle.db, owner.id, { paymentType: 'BANK_TRANSFER', paymentStatus: 'Paid', paymentResponse });
    expect(await pdfOf(paid.orderNumber)).not.toContain('Pay by bank transfer');
  });
});
