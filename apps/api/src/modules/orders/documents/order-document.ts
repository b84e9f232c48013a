import type { RemittanceAccount } from '../../../config.js';
import type { TotalsRow } from './order-facts.js';
import { COLORS, contentBottom, contentLeft, contentRight, contentWidth, FONT, MARGIN, printable, type Pdf } from './pdf-output.js';
import type { Seller } from './seller.js';

/**
 * Layout pieces both order PDFs are made of: header, parties, an info strip, totals, a note and
 * the footer. Each draws at doc.y and leaves doc.y below itself.
 */
export interface DocumentContext {
  seller: Seller;
  /** `${imagesDir}/logo.png` when the shop has one; the brand name is printed instead otherwise. */
  logo: Buffer | null;
  /** The shop's bank account for Net 30 invoices (config REMIT_*), when it has one. */
  remittance?: RemittanceAccount;
}

const LOGO_BOX: [number, number] = [176, 44];

/** Brand (logo or name) on the left, the document's title and key facts on the right, an amber rule under both. */
export function drawHeader(doc: Pdf, ctx: DocumentContext, title: string, facts: [string, string][]): void {
  const left = contentLeft(doc);
  const right = contentRight(doc);
  const top = MARGIN;
  let brandBottom = top + LOGO_BOX[1];
  if (ctx.logo) {
    doc.image(ctx.logo, left, top, { fit: LOGO_BOX, valign: 'center' });
  } else {
    doc
      .font(FONT.bold)
      .fontSize(20)
      .fillColor(COLORS.navy)
      .text(printable(ctx.seller.name), left, top + 8, { width: 260, lineBreak: false });
    brandBottom = Math.max(brandBottom, doc.y);
  }

  const factsWidth = 250;
  const x = right - factsWidth;
  doc.font(FONT.bold).fontSize(20).fillColor(COLORS.navy).text(title, x, top, { width: factsWidth, align: 'right', characterSpacing: 1 });
  let y = doc.y + 6;
  for (const [label, value] of facts) {
    doc.font(FONT.regular).fontSize(9).fillColor(COLORS.muted).text(label, x, y, { width: 100 });
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(COLORS.text)
      .text(printable(value), x + 100, y, { width: factsWidth - 100, align: 'right' });
    y = Math.max(doc.y, y + 12) + 2;
  }
  const ruleY = Math.max(brandBottom, y) + 10;
  doc.rect(left, ruleY, right - left, 2.5).fill(COLORS.amber);
  doc.x = left;
  doc.y = ruleY + 16;
}

/** Columns of addressed blocks: From (the seller), Bill To, Ship To. */
export function drawParties(doc: Pdf, columns: { heading: string; lines: readonly string[] }[]): void {
  const gap = 18;
  const width = (contentWidth(doc) - gap * (columns.length - 1)) / columns.length;
  const top = doc.y;
  let bottom = top;
  columns.forEach((column, i) => {
    const x = contentLeft(doc) + i * (width + gap);
    doc.font(FONT.bold).fontSize(8).fillColor(COLORS.muted).text(column.heading.toUpperCase(), x, top, { width, characterSpacing: 0.8 });
    doc.moveDown(0.3);
    column.lines.forEach((line, n) => {
      doc
        .font(n === 0 ? FONT.bold : FONT.regular)
        .fontSize(9.5)
        .fillColor(COLORS.text)
        .text(printable(line), x, doc.y, { width, lineGap: 1 });
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = contentLeft(doc);
  doc.y = bottom + 14;
}

/**
 * A shaded band of label-over-value pairs (payment facts, amount due). Each column gets the width
 * its longest text needs plus an even share of what is left, so a tracking number or 'Awaiting
 * Payment' stays on one line.
 */
export function drawInfoStrip(doc: Pdf, items: [string, string][]): void {
  const left = contentLeft(doc);
  const pad = 9;
  const natural = items.map(
    ([label, value]) =>
      Math.max(
        doc.font(FONT.regular).fontSize(8).widthOfString(label.toUpperCase(), { characterSpacing: 0.6 }),
        doc.font(FONT.bold).fontSize(10).widthOfString(printable(value)),
      ) +
      2 * pad +
      1,
  );
  const spare = contentWidth(doc) - natural.reduce((sum, w) => sum + w, 0);
  const widths =
    spare >= 0 ? natural.map((w) => w + spare / items.length) : natural.map((w) => (w * contentWidth(doc)) / (contentWidth(doc) - spare));
  const top = doc.y;
  const heights = items.map(([, value], i) =>
    doc
      .font(FONT.bold)
      .fontSize(10)
      .heightOfString(printable(value), { width: widths[i] - 2 * pad }),
  );
  const height = pad * 2 + 12 + Math.max(...heights);
  doc.rect(left, top, contentWidth(doc), height).fill(COLORS.band);
  let x = left + pad;
  items.forEach(([label, value], i) => {
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(label.toUpperCase(), x, top + pad, { width: widths[i] - 2 * pad, characterSpacing: 0.6 });
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(printable(value), x, top + pad + 12, { width: widths[i] - 2 * pad });
    x += widths[i];
  });
  doc.x = left;
  doc.y = top + height + 14;
}

/** Starts a new page when fewer than `height` points are left; returns whether it did. */
export function ensureSpace(doc: Pdf, height: number, onNewPage: () => void): boolean {
  if (doc.y + height <= contentBottom(doc)) return false;
  doc.addPage();
  onNewPage();
  return true;
}

/** The small running head of every page after the first. */
export function drawContinuationHead(doc: Pdf, text: string): void {
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(text, contentLeft(doc), MARGIN, { width: contentWidth(doc) });
  doc.y = MARGIN + 20;
}

/** Sub Total / Shipping / Total, right-aligned under the lines table; the emphasised row gets a rule. */
export function drawTotals(doc: Pdf, rows: TotalsRow[], onNewPage: () => void): void {
  const width = 240;
  ensureSpace(doc, rows.length * 20 + 16, onNewPage);
  const x = contentRight(doc) - width;
  let y = doc.y + 8;
  for (const row of rows) {
    const size = row.emphasis ? 11.5 : 9.5;
    if (row.emphasis) {
      doc.rect(x, y, width, 1.5).fill(COLORS.navy);
      y += 6;
    }
    doc
      .font(row.emphasis ? FONT.bold : FONT.regular)
      .fontSize(size)
      .fillColor(row.emphasis ? COLORS.navy : COLORS.muted);
    doc.text(row.label, x + 8, y, { width: width / 2, lineBreak: false });
    doc
      .font(FONT.bold)
      .fillColor(row.emphasis ? COLORS.navy : COLORS.text)
      .text(row.value, x + width / 2, y, { width: width / 2 - 8, align: 'right' });
    y += size + 8;
  }
  doc.x = contentLeft(doc);
  doc.y = y + 14;
}

/** One item of a note: a paragraph, or a label and value row (bank details) drawn as a two-column table. */
export type NoteItem = string | readonly [label: string, value: string];

const ROW_LABEL_WIDTH = 110;
const ROW_GAP = 3;

/** Draws a paragraph or a row at doc.y and answers its height; `measure` only answers the height. */
function noteItem(doc: Pdf, item: NoteItem, width: number, measure: boolean): number {
  if (typeof item === 'string') {
    doc.font(FONT.regular).fontSize(9.5);
    const height = doc.heightOfString(printable(item), { width, lineGap: 2 });
    if (!measure) doc.fillColor(COLORS.text).text(printable(item), contentLeft(doc), doc.y, { width, lineGap: 2 });
    return height;
  }
  const [label, value] = item;
  const valueWidth = width - ROW_LABEL_WIDTH;
  const height = Math.max(
    doc
      .font(FONT.regular)
      .fontSize(9)
      .heightOfString(printable(label), { width: ROW_LABEL_WIDTH - 8 }),
    doc.font(FONT.bold).fontSize(9.5).heightOfString(printable(value), { width: valueWidth }),
  );
  if (!measure) {
    const top = doc.y;
    const left = contentLeft(doc);
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(printable(label), left, top + 0.5, { width: ROW_LABEL_WIDTH - 8 });
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(COLORS.text)
      .text(printable(value), left + ROW_LABEL_WIDTH, top, { width: valueWidth });
    doc.x = left;
    doc.y = top + height + ROW_GAP;
  }
  return height + ROW_GAP;
}

/**
 * A headed note under the totals (how to pay, the buyer's note): paragraphs, and label and value
 * rows in two columns, so an account number reads apart from its label; `link` is printed last as a
 * clickable address. Kept on one page.
 */
export function drawNote(doc: Pdf, heading: string, items: NoteItem[], onNewPage: () => void, link?: string): void {
  const width = contentWidth(doc);
  const body = items.reduce((sum, item) => sum + noteItem(doc, item, width, true), 0);
  ensureSpace(doc, body + 40, onNewPage);
  doc.font(FONT.bold).fontSize(10).fillColor(COLORS.navy).text(heading, contentLeft(doc), doc.y, { width });
  doc.moveDown(0.3);
  items.forEach((item, i) => {
    // A table starts and ends with a little air around it.
    if (typeof item !== 'string' && typeof items[i - 1] === 'string') doc.y += 4;
    if (typeof item === 'string' && i > 0 && typeof items[i - 1] !== 'string') doc.y += 3;
    noteItem(doc, item, width, false);
  });
  if (link) doc.moveDown(0.2).font(FONT.regular).fontSize(9.5).fillColor('#1d5fa8').text(link, { width, link, underline: true });
  doc.moveDown(1);
}

/** Seller's contact line on the left, 'Page X of Y' on the right, above a hairline. */
export function drawFooter(doc: Pdf, seller: Seller, page: number, pageCount: number): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const y = doc.page.height - MARGIN - 14;
  doc.rect(left, y - 8, width, 0.75).fill(COLORS.rule);
  // One line: street and town (the country is implied); a long brand name shrinks it rather than wrapping.
  const contact = printable(`${seller.name}  ·  ${seller.address.slice(0, 2).join(', ')}  ·  ${seller.phone}  ·  ${seller.email}`);
  doc.font(FONT.regular).fontSize(7.5);
  const fits = (width - 90) / doc.widthOfString(contact);
  doc
    .fontSize(fits < 1 ? 7.5 * fits : 7.5)
    .fillColor(COLORS.muted)
    .text(contact, left, y, { lineBreak: false });
  doc.fontSize(7.5);
  doc.text(`Page ${page} of ${pageCount}`, left + width - 80, y, { width: 80, align: 'right', lineBreak: false });
}
