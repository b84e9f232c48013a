import { describe, expect, it } from 'vitest';
import { paymentStatusMail, type PaymentStatusMail } from './payment-status.js';

const overdue = (ways: PaymentStatusMail['overdue']) =>
  paymentStatusMail({
    kind: 'Overdue',
    brandName: 'Northbend Tooling',
    customerName: 'Dana Kowalski',
    orderNumber: 'NB-100042',
    total: '$1,279.50',
    dueDate: 'Dec 21, 2026',
    actionUrl: 'https://shop.example/user/order?focus=NB-100042',
    overdue: ways,
  });

describe('the overdue invoice email', () => {
  it("sends the buyer to the provider's invoice page when there is one and the shop has no account set", () => {
    const mail = overdue({ payUrl: 'https://invoice.stripe.com/i/acct_1/test_1' });
    expect(mail.subject).toBe('Invoice for order NB-100042 is overdue');
    expect(mail.text).toContain('was due on Dec 21, 2026. Please pay it online now.');
    expect(mail.text).toContain('Pay the invoice online: https://invoice.stripe.com/i/acct_1/test_1');
    expect(mail.text).not.toContain('Reference:');
    expect(mail.html).toContain('href="https://invoice.stripe.com/i/acct_1/test_1"');
  });

  it('prints the remittance account as a table and still offers the online page', () => {
    const mail = overdue({
      payUrl: 'https://invoice.stripe.com/i/acct_1/test_2',
      remittance: [
        ['Bank', 'Lakeshore Commercial Bank'],
        ['Reference', 'NB-100042'],
      ],
    });
    expect(mail.text).toContain('quoting the reference exactly as shown, or online.');
    expect(mail.text).toContain('Bank: Lakeshore Commercial Bank\nReference: NB-100042');
    expect(mail.text).not.toContain('not a real one');
    expect(mail.html).toContain('Lakeshore Commercial Bank');
  });

  it('without an account or an online page, asks for payment and links the order', () => {
    const mail = overdue(undefined);
    expect(mail.text).toContain('Please pay it now. If something is wrong with it, reply to this email.');
    expect(mail.text).toContain('View your order: https://shop.example/user/order?focus=NB-100042');
  });
});
