import { formatQuoteDay, shopToday, type CompanyAddress } from '@northbend/shared';
import { agingOf, type CompanyStatement, type OpenInvoiceRow } from '../company/index.js';
import {
  COLORS,
  contentLeft,
  contentWidth,
  drawContinuationHead,
  drawFooter,
  drawHeader,
  drawInfoStrip,
  drawNote,
  drawParties,
  drawTotals,
  ensureSpace,
  FONT,
  formatDay,
  money,
  printable,
  remittanceRows,
  renderPdf,
  type DocumentContext,
  type Pdf,
  type RenderOptions,
} from '../orders/index.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

/**
 * A company's statement (issue 27): its open Net 30 invoices and their aging on one date, in the
 * look of the order PDFs (header, parties, the shaded strip, a navy-headed table, totals, footer).
 */

const PAD = 7;
const ROW = 22;
const COLUMNS = [
  { label: 'Invoice', width: 0.14, align: 'left' },
  { label: 'PO number', width: 0.18, align: 'left' },
  { label: 'Invoice date', width: 0.16, align: 'left' },
  { label: 'Due date', width: 0.16, align: 'left' },
  { label: 'Days overdue', width: 0.18, align: 'right' },
  { label: 'Amount open', width: 0.18, align: 'right' },
] as const;
/** 'Nov 17, 2026': a table cell's day, short enough for its column (the header prints the long form). */
const shortDay = (date: Date) => formatQuoteDay(shopToday(date, shopTimeZone()));

function row(doc: Pdf, cells: string[], head: boolean): void {
  const top = doc.y;
  const width = contentWidth(doc);
  if (head) doc.rect(contentLeft(doc), top, width, 20).fill(COLORS.navy);
  let x = contentLeft(doc);
  COLUMNS.forEach((col, i) => {
    const w = col.width * width;
    doc
      .font(head || i === COLUMNS.length - 1 ? FONT.bold : FONT.regular)
      .fontSize(head ? 8.5 : 9.5)
      .fillColor(head ? COLORS.white : COLORS.text)
      .text(printable(head ? cells[i]!.toUpperCase() : cells[i]!), x + PAD, top + (head ? 6.5 : PAD), {
        width: w - 2 * PAD,
        align: col.align,
        characterSpacing: head ? 0.6 : 0,
        lineBreak: false,
        ellipsis: true,
      });
    x += w;
  });
  doc.y = top + (head ? 20 : ROW);
  if (!head) doc.rect(contentLeft(doc), doc.y - 0.75, width, 0.75).fill(COLORS.rule);
}

function drawInvoices(doc: Pdf, invoices: OpenInvoiceRow[], newPage: () => void): void {
  const header = () =>
    row(
      doc,
      COLUMNS.map((c) => c.label),
      true,
    );
  ensureSpace(doc, 20 + ROW, newPage);
  header();
  if (!invoices.length) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text('No open invoices.', contentLeft(doc) + PAD, doc.y + PAD);
    doc.y += 6;
  }
  for (const i of invoices) {
    ensureSpace(doc, ROW, () => {
      newPage();
      header();
    });
    row(
      doc,
      [
        i.orderNumber,
        i.poNumber ?? '',
        i.invoiceDate ? shortDay(i.invoiceDate) : 'Not invoiced',
        i.dueDate ? shortDay(i.dueDate) : '',
        i.daysOverdue > 0 ? String(i.daysOverdue) : '',
        money(i.amountCents),
      ],
      false,
    );
  }
  doc.x = contentLeft(doc);
}

function addressLines(a: CompanyAddress | undefined, companyName: string): string[] {
  if (!a) return [companyName];
  const city = [a.customer_city, [a.customer_state, a.customer_zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [companyName, a.customer_name, a.customer_address, a.customer_secondary_address, city, a.customer_country].filter(Boolean);
}

export async function renderStatementPdf(s: CompanyStatement, ctx: DocumentContext, opts?: RenderOptions): Promise<Buffer> {
  const { seller } = ctx;
  const aging = agingOf(s.invoices);
  const total = Object.values(aging).reduce((sum, cents) => sum + cents, 0);
  const day = formatDay(s.at);
  const continued = `Statement of ${s.companyName} (continued)`;
  return renderPdf(
    { title: `Statement of ${s.companyName}`, author: seller.name, subject: `Open Net 30 invoices on ${day}`, createdAt: s.at },
    (doc) => {
      const newPage = () => drawContinuationHead(doc, continued);
      drawHeader(doc, ctx, 'STATEMENT', [
        ['Company', s.companyName],
        ['Statement date', day],
        ['Terms', 'Net 30'],
      ]);
      drawParties(doc, [
        { heading: 'From', lines: [seller.name, ...seller.address, seller.phone, seller.email] },
        { heading: 'Statement for', lines: addressLines(s.address, s.companyName) },
      ]);
      drawInfoStrip(doc, [
        ['Current', money(aging.current)],
        ['1–30 days', money(aging.d1_30)],
        ['31–60 days', money(aging.d31_60)],
        ['61–90 days', money(aging.d61_90)],
        ['Over 90 days', money(aging.over_90)],
        ['Total open', money(total)],
      ]);
      drawInvoices(doc, s.invoices, newPage);
      drawTotals(doc, [{ label: 'Total open', value: money(total), emphasis: true }], newPage);
      const how = ctx.remittance
        ? [
            'Pay each invoice by bank transfer to the account below, quoting its invoice number as the reference.',
            ...remittanceRows(ctx.remittance, {
              orderNumber: '<invoice number>',
              amountDue: money(total),
              dueDate: 'see each invoice',
            }).filter(([label]) => label !== 'Amount' && label !== 'Due date'),
            ...(ctx.remittance.demo ? ['This is the demo shop: the account is not a real one and no money should be sent.'] : []),
          ]
        : [`Pay each invoice by its due date, quoting its invoice number. For bank details write to ${seller.email}.`];
      drawNote(doc, 'How to pay', how, newPage);
    },
    (doc, page, pageCount) => drawFooter(doc, seller, page, pageCount),
    opts,
  );
}
