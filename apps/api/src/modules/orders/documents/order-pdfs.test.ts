import sharp from 'sharp';
import { DEFAULT_SHOP_TIME_ZONE } from '@northbend/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { setShopTimeZone } from '../../../lib/shop-time-zone.js';
import { renderNet30InvoicePdf } from './net30-invoice-pdf.js';
import { renderOrderDetailsPdf } from './order-details-pdf.js';
import type { DocumentContext } from './order-document.js';
import { printable } from './pdf-output.js';
import { looksLikePdf, pdfPages, pdfText } from './pdf-test-utils.js';
import { sellerOf } from './seller.js';
import { configuredVariant, longOrder, orderRow, plainLine, sampleLines, variantLine } from '../../../test/orders.js';

// The dates below are the default shop's (America/Detroit), whatever zone an earlier file in this worker set.
beforeAll(() => setShopTimeZone(DEFAULT_SHOP_TIME_ZONE));

const ctx: DocumentContext = { seller: sellerOf('Northbend Tooling'), logo: null };
const LONG_NAME = 'Thick Turret B-Station Round Punch with Extended Shank for Heavy-Gauge Stainless Sheet Applications';
// 2025-12-21 12:00 in Grand Rapids.
const DUE = Date.UTC(2025, 11, 21, 17) / 1000;
const net30 = (overrides: Parameters<typeof orderRow>[1] = {}) =>
  orderRow(sampleLines(), {
    paymentType: 'NET_30',
    paymentStatus: 'unpaid',
    paymentResponse: { provider: 'stripe', due_date: DUE, hosted_url: 'https://invoice.stripe.com/i/acct_1/test_NB100001' },
    ...overrides,
  });

describe('renderOrderDetailsPdf', () => {
  it('writes a PDF with the order number, date, payment, configured lines and totals', async () => {
    const pdf = await renderOrderDetailsPdf(orderRow(sampleLines()), ctx);
    expect(looksLikePdf(pdf)).toBe(true);
    const text = pdfText(pdf);
    for (const shown of [
      'ORDER DETAILS',
      'NB-100001',
      'Nov 21, 2025, 10:45 AM EST',
      'COD (Cash on Delivery)',
      LONG_NAME,
      'Round 12.7 mm',
      'SKU: NB-TP-B-RD',
      'Measurement: 1.25 IN (0.5–3 IN)',
      'Coating: TiN (+$12.00)',
      'Die Clearance Gauge Set',
      'Precision Fab LLC',
      'Holland, Michigan 49423',
      '4120 Northbend Industrial Drive',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(shown);
    }
    // 4 × $101.50 + 2 × $101.50 + 3 × $45.00, then UPS shipping.
    expect(text).toMatch(/Sub Total \$744\.00 Shipping \(UPS\) \$25\.00 Total \$769\.00/);
    // A free option child is named without a price.
    expect(text).toContain('Keyway: Standard');
    expect(text).not.toContain('(+$0.00)');
  });

  it('repeats the table header on every page of a 60-line order and numbers the pages', async () => {
    const pages = pdfPages(await renderOrderDetailsPdf(longOrder(60), ctx));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain('DESCRIPTION');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(page).toContain('Order NB-100001 (continued)');
    });
    const all = pages.flat().join(' ');
    for (let n = 1; n <= 60; n++) expect(all.split(`Press Brake Die ${n} (`)).toHaveLength(2);
    expect(pages.at(-1)!.join(' ')).toMatch(/Total \$[\d,]+\.\d\d/);
    expect(pages[0].join(' ')).not.toContain('Sub Total');
  });

  it('gives the same bytes for the same order, with or without the logo', async () => {
    const order = orderRow(sampleLines());
    expect((await renderOrderDetailsPdf(order, ctx)).equals(await renderOrderDetailsPdf(order, ctx))).toBe(true);
    const logo = await sharp({ create: { width: 96, height: 24, channels: 4, background: '#1b2a3a' } })
      .png()
      .toBuffer();
    const withLogo = await renderOrderDetailsPdf(order, { ...ctx, logo });
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    expect(pdfText(withLogo)).toContain('NB-100001');
  });

  it('prints catalog symbols Helvetica lacks as readable stand-ins', async () => {
    expect(printable('□ 10–20 ≈ Ø 5 × 3 钢')).toBe('SQ 10–20 ~ Ø 5 × 3 ?');
    const text = pdfText(await renderOrderDetailsPdf(orderRow([variantLine('Square punch', [configuredVariant('□ 10–20', 1)])]), ctx));
    expect(text).toContain('SQ 10–20');
  });
});

describe('renderNet30InvoicePdf', () => {
  it('writes the invoice: number, issue and due dates, terms, amount due and the Stripe link', async () => {
    const pdf = await renderNet30InvoicePdf(net30(), ctx);
    expect(looksLikePdf(pdf)).toBe(true);
    const text = pdfText(pdf);
    for (const shown of [
      'INVOICE',
      'Invoice number NB-100001',
      'Issue date November 21, 2025',
      'Due date December 21, 2025',
      'Terms Net 30',
      'Coating: TiN (+$12.00)',
      'How to pay',
      'https://invoice.stripe.com/i/acct_1/test_NB100001',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/Total \$769\.00 Amount due \$769\.00/);
  });

  it('tells how to pay without a hosted page, and shows nothing due once paid', async () => {
    const offline = pdfText(await renderNet30InvoicePdf(net30({ paymentResponse: { due_date: DUE } }), ctx));
    expect(offline).toContain('Quote invoice number NB-100001');
    expect(offline).toContain('sales@northbendtooling.com');
    const paid = pdfText(await renderNet30InvoicePdf(net30({ paymentStatus: 'Paid' }), ctx));
    expect(paid).toMatch(/Amount due \$0\.00/);
    expect(paid).toContain('This invoice was paid in full.');
    expect(paid).not.toContain('invoice.stripe.com');
  });

  it('prints remittance details when the shop has a bank account, as a table of label and value: bank, account, the order number as reference, the due date', async () => {
    const remittance = {
      bankName: 'Lakeshore Commercial Bank',
      accountHolder: 'Northbend Tooling LLC',
      routingNumber: '072000326',
      accountNumber: '4410 2290 17',
      demo: false,
    };
    const text = pdfText(await renderNet30InvoicePdf(net30({ paymentResponse: { due_date: DUE } }), { ...ctx, remittance }));
    for (const shown of [
      'Pay $769.00 by December 21, 2025 by bank transfer',
      'Bank Lakeshore Commercial Bank',
      'Account holder Northbend Tooling LLC',
      'Routing number 072000326',
      'Account number 4410 2290 17',
      'Reference NB-100001',
      'Amount $769.00 Due date December 21, 2025',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('for bank details write to');
    expect(text).not.toContain('demo shop');
    const demo = pdfText(
      await renderNet30InvoicePdf(net30({ paymentResponse: { due_date: DUE } }), { ...ctx, remittance: { ...remittance, demo: true } }),
    );
    expect(demo).toContain('the account is not a real one');
    const paid = pdfText(await renderNet30InvoicePdf(net30({ paymentStatus: 'Paid' }), { ...ctx, remittance }));
    expect(paid).not.toContain('Lakeshore Commercial Bank');
  });

  it('asks for payment now once the invoice is overdue, naming the day it was due', async () => {
    const text = pdfText(await renderNet30InvoicePdf(net30({ paymentStatus: 'Overdue', paymentResponse: { due_date: DUE } }), ctx));
    expect(text).toContain('This invoice was due on December 21, 2025. Pay $769.00 now.');
    expect(text).not.toContain('Pay $769.00 by December 21, 2025');
  });

  it('refuses an order without a Net 30 invoice', async () => {
    await expect(renderNet30InvoicePdf(orderRow([plainLine('Die', 100, 1)]), ctx)).rejects.toThrow('has no Net 30 invoice');
    await expect(renderNet30InvoicePdf(net30({ paymentResponse: {} }), ctx)).rejects.toThrow('has no Net 30 invoice');
  });
});
