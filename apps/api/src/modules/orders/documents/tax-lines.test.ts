import { describe, expect, it } from 'vitest';
import { orderSummaryText } from '../../../integrations/mail/templates/order-summary.js';
import { orderRow, sampleLines } from '../../../test/orders.js';
import { factsOf } from '../order-mail.js';
import { renderNet30InvoicePdf } from './net30-invoice-pdf.js';
import { renderOrderDetailsPdf } from './order-details-pdf.js';
import type { DocumentContext } from './order-document.js';
import { pdfText } from './pdf-test-utils.js';
import { sellerOf } from './seller.js';

// Sales tax on the order's documents (issue 30 item 4, decision 034): its own line between
// shipping and the total, or for an exempt company $0.00 and the reason.
const ctx: DocumentContext = { seller: sellerOf('Northbend Tooling'), logo: null };
const EXEMPT = 'Tax exempt: resale certificate WA-123 until 2027-06-30';
// $744.00 of lines and $25.00 shipping (test/orders.ts); 10.25 % of the lines is $76.26.
const taxed = () => orderRow(sampleLines(), { taxCents: 7_626, totalCents: 74_400 + 2_500 + 7_626 });
const exempt = () => orderRow(sampleLines(), { taxNote: EXEMPT });

describe('sales tax on the order documents', () => {
  it('prints the tax between shipping and the total on the order details PDF', async () => {
    const text = pdfText(await renderOrderDetailsPdf(taxed(), ctx));
    expect(text).toMatch(/Sub Total \$744\.00 Shipping \(UPS\) \$25\.00 Sales tax \$76\.26 Total \$845\.26/);
  });

  it('prints it on the Net 30 invoice, and the amount due includes it', async () => {
    const order = {
      ...taxed(),
      paymentType: 'NET_30' as const,
      paymentStatus: 'unpaid' as const,
      paymentResponse: { provider: 'stripe' as const, due_date: Date.UTC(2025, 11, 21, 17) / 1000 },
    };
    const text = pdfText(await renderNet30InvoicePdf(order, ctx));
    expect(text).toMatch(/Sales tax \$76\.26 Total \$845\.26 Amount due \$845\.26/);
  });

  it('shows an exempt order’s $0.00 tax and why, on the PDF and in the email', async () => {
    const text = pdfText(await renderOrderDetailsPdf(exempt(), ctx));
    expect(text).toMatch(/Sales tax \(exempt\) \$0\.00 Total \$769\.00/);
    expect(text).toContain(EXEMPT);
    const mail = orderSummaryText(factsOf(exempt(), 'Northbend Tooling')).join('\n');
    expect(mail).toContain(`${EXEMPT}: $0.00`);
    expect(orderSummaryText(factsOf(taxed(), 'Northbend Tooling'))).toContain('Sales tax: $76.26');
  });

  it('adds no tax line to an order of a shop that charges none', async () => {
    const text = pdfText(await renderOrderDetailsPdf(orderRow(sampleLines()), ctx));
    expect(text).not.toContain('Sales tax');
  });
});
