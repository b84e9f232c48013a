import { describe, expect, it } from 'vitest';
import { orderSummaryText } from '../../../integrations/mail/templates/order-summary.js';
import { orderRow, sampleLines } from '../../../test/orders.js';
import { factsOf } from '../order-mail.js';
import { renderNet30InvoicePdf } from './net30-invoice-pdf.js';
import { renderOrderDetailsPdf } from './order-details-pdf.js';
import type { DocumentContext } from './order-document.js';
import { pdfText } from './pdf-test-utils.js';
import { sellerOf } from './seller.js';

// The UPS service chosen at checkout on the order's documents (issue 30 item 1, decision 031).
const ctx: DocumentContext = { seller: sellerOf('Northbend Tooling'), logo: null };
// $744.00 of lines and $25.00 shipping (test/orders.ts).
const secondDay = () =>
  orderRow(sampleLines(), { shippingServiceCode: '02', shippingServiceName: 'UPS 2nd Day Air', shippingSource: 'ups' });

describe('the shipping service on the order documents', () => {
  it('names the UPS service on the order details PDF, by the shipping status and on the shipping row', async () => {
    const text = pdfText(await renderOrderDetailsPdf(secondDay(), ctx));
    expect(text).toContain('UPS 2nd Day Air · Pending');
    expect(text).toMatch(/Sub Total \$744\.00 Shipping \(UPS 2nd Day Air\) \$25\.00 Total \$769\.00/);
  });

  it('names it on the Net 30 invoice and in the order email', async () => {
    const order = {
      ...secondDay(),
      paymentType: 'NET_30' as const,
      paymentStatus: 'unpaid' as const,
      paymentResponse: { provider: 'stripe' as const, due_date: Date.UTC(2025, 11, 21, 17) / 1000 },
    };
    expect(pdfText(await renderNet30InvoicePdf(order, ctx))).toMatch(/Shipping \(UPS 2nd Day Air\) \$25\.00/);
    expect(orderSummaryText(factsOf(secondDay(), 'Northbend Tooling')).join('\n')).toContain('Shipping (UPS 2nd Day Air): $25.00');
  });

  it('reads as before for the rate table and for orders placed before services existed', async () => {
    const table = orderRow(sampleLines(), {
      shippingServiceCode: 'TABLE',
      shippingServiceName: 'Standard shipping',
      shippingSource: 'table',
    });
    for (const order of [table, orderRow(sampleLines())]) {
      const text = pdfText(await renderOrderDetailsPdf(order, ctx));
      expect(text).toContain('UPS · Pending');
      expect(text).toMatch(/Shipping \(UPS\) \$25\.00/);
    }
  });
});
