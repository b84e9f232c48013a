import type { DocumentLine } from './order-facts.js';
import { ensureSpace } from './order-document.js';
import { COLORS, contentLeft, contentWidth, FONT, printable, type Pdf } from './pdf-output.js';

/**
 * The order's lines: Description | Qty | Unit price | Amount. Long names and configurations wrap
 * inside the description column; a row never splits across pages, and every page the table
 * continues on starts with the column header again.
 */
const PAD = 7;
const INDENT = 14;
const FIGURE_COLUMNS = [
  { label: 'Qty', width: 46 },
  { label: 'Unit price', width: 84 },
  { label: 'Amount', width: 84 },
] as const;

const NAME_SIZE = 9.5;
const DETAIL_SIZE = 8.5;

function columns(doc: Pdf) {
  const left = contentLeft(doc);
  const figures = FIGURE_COLUMNS.reduce((sum, c) => sum + c.width, 0);
  const description = { x: left, width: contentWidth(doc) - figures };
  let x = left + description.width;
  const figureCols = FIGURE_COLUMNS.map((c) => {
    const col = { ...c, x };
    x += c.width;
    return col;
  });
  return { description, figures: figureCols };
}

function drawHeaderRow(doc: Pdf): void {
  const { description, figures } = columns(doc);
  const top = doc.y;
  doc.rect(contentLeft(doc), top, contentWidth(doc), 20).fill(COLORS.navy);
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLORS.white);
  doc.text('DESCRIPTION', description.x + PAD, top + 6.5, { width: description.width - 2 * PAD, characterSpacing: 0.6, lineBreak: false });
  for (const col of figures)
    doc.text(col.label.toUpperCase(), col.x, top + 6.5, {
      width: col.width - PAD,
      align: 'right',
      characterSpacing: 0.6,
      lineBreak: false,
    });
  doc.y = top + 20;
}

function textWidth(doc: Pdf, line: DocumentLine): number {
  return columns(doc).description.width - 2 * PAD - (line.indent ? INDENT : 0);
}

function rowHeight(doc: Pdf, line: DocumentLine): number {
  const width = textWidth(doc, line);
  const name = doc.font(FONT.bold).fontSize(NAME_SIZE).heightOfString(printable(line.name), { width });
  const details = line.details.length
    ? doc
        .font(FONT.regular)
        .fontSize(DETAIL_SIZE)
        .heightOfString(printable(line.details.join('\n')), { width, lineGap: 1 }) + 1
    : 0;
  // Less below than above: the last text line's own leading already adds a little space.
  return name + details + 2 * PAD - 3;
}

function drawRow(doc: Pdf, line: DocumentLine, separated: boolean): void {
  const { description, figures } = columns(doc);
  const top = doc.y;
  const height = rowHeight(doc, line);
  if (line.kind === 'group') doc.rect(contentLeft(doc), top, contentWidth(doc), height).fill(COLORS.band);
  if (separated) doc.rect(contentLeft(doc), top, contentWidth(doc), 0.75).fill(line.indent ? COLORS.faintRule : COLORS.rule);

  const x = description.x + PAD + (line.indent ? INDENT : 0);
  const width = textWidth(doc, line);
  doc
    .font(FONT.bold)
    .fontSize(NAME_SIZE)
    .fillColor(COLORS.text)
    .text(printable(line.name), x, top + PAD, { width });
  if (line.details.length) {
    doc
      .font(FONT.regular)
      .fontSize(DETAIL_SIZE)
      .fillColor(COLORS.muted)
      .text(printable(line.details.join('\n')), x, doc.y + 1, { width, lineGap: 1 });
  }
  const values = [line.quantity?.toLocaleString('en-US'), line.unitPrice, line.total];
  figures.forEach((col, i) => {
    const value = values[i];
    if (value === undefined) return;
    doc
      .font(i === 2 ? FONT.bold : FONT.regular)
      .fontSize(NAME_SIZE)
      .fillColor(COLORS.text);
    doc.text(value, col.x, top + PAD, { width: col.width - PAD, align: 'right', lineBreak: false });
  });
  doc.y = top + height;
}

/**
 * Draws the table from doc.y. `newPage` draws whatever a continuation page starts with (the
 * running head) before the column header is repeated.
 */
export function drawLinesTable(doc: Pdf, lines: DocumentLine[], newPage: () => void): void {
  const continuePage = () => {
    newPage();
    drawHeaderRow(doc);
  };
  ensureSpace(doc, 20 + (lines[0] ? rowHeight(doc, lines[0]) : 0), newPage);
  drawHeaderRow(doc);
  lines.forEach((line, i) => {
    // A product heading is kept on the same page as its first variant.
    const next = line.kind === 'group' && lines[i + 1] ? rowHeight(doc, lines[i + 1]) : 0;
    const movedOn = ensureSpace(doc, rowHeight(doc, line) + next, continuePage);
    drawRow(doc, line, i > 0 && !movedOn);
  });
  doc.rect(contentLeft(doc), doc.y, contentWidth(doc), 1).fill(COLORS.rule);
  doc.x = contentLeft(doc);
}
