import { escapeHtml } from './html.js';

/**
 * The facts of a placed order as both order emails print them, already formatted (money in
 * en-US dollars, dates in the shop's time zone) by modules/orders/order-mail.ts. Every string is
 * escaped here, never before.
 */
export interface OrderMailLine {
  /** 'group': a product bought through variants (name and SKU only); 'item': something with a price. */
  kind: 'item' | 'group';
  indent: boolean;
  name: string;
  /** SKU, measurement and chosen options, one per entry. */
  details: string[];
  quantity?: number;
  unitPrice?: string;
  total?: string;
}

export interface OrderMailFacts {
  brandName: string;
  orderNumber: string;
  placedAt: string;
  paymentLabel: string;
  lines: OrderMailLine[];
  totals: { label: string; value: string; emphasis?: boolean }[];
  shipTo: string[];
  total: string;
  /** The buyer's own purchase order number (issue 14), when they gave one. */
  poNumber?: string | null;
  /** The buyer's note to the shop, one entry per line; empty when there is none. */
  orderNote?: string[];
}

const MUTED = 'color:#5b6b7b;';
const CELL = 'padding:8px 6px;border-bottom:1px solid #d5dbe1;vertical-align:top;';

function lineRowHtml(line: OrderMailLine): string {
  const details = line.details.map((d) => `<div style="font-size:13px;${MUTED}">${escapeHtml(d)}</div>`).join('');
  const description = `<div style="font-weight:bold;${line.indent ? 'padding-left:14px;' : ''}">${escapeHtml(line.name)}</div>${line.indent ? `<div style="padding-left:14px;">${details}</div>` : details}`;
  const background = line.kind === 'group' ? 'background:#f3f5f8;' : '';
  const figure = (value: string | number | undefined, bold = false) =>
    `<td align="right" style="${CELL}${background}white-space:nowrap;${bold ? 'font-weight:bold;' : ''}">${value === undefined ? '' : escapeHtml(String(value))}</td>`;
  return `<tr><td style="${CELL}${background}">${description}</td>${figure(line.quantity?.toLocaleString('en-US'))}${figure(line.unitPrice)}${figure(line.total, true)}</tr>`;
}

/** Lines, totals and the address as HTML tables (mail clients lay out tables, not CSS). */
export function orderSummaryHtml(f: OrderMailFacts): string {
  const head = ['Item', 'Qty', 'Unit price', 'Amount']
    .map((h, i) => `<th align="${i ? 'right' : 'left'}" style="padding:8px 6px;background:#1b2a3a;color:#ffffff;font-size:13px;">${h}</th>`)
    .join('');
  const totals = f.totals
    .map(
      (t) =>
        `<tr><td style="padding:4px 6px;${t.emphasis ? 'font-weight:bold;font-size:17px;border-top:2px solid #1b2a3a;' : MUTED}">${escapeHtml(t.label)}</td>` +
        `<td align="right" style="padding:4px 6px;font-weight:bold;${t.emphasis ? 'font-size:17px;border-top:2px solid #1b2a3a;' : ''}">${escapeHtml(t.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:14px;border-collapse:collapse;">
<tr>${head}</tr>
${f.lines.map(lineRowHtml).join('\n')}
</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0 0 auto;min-width:260px;font-size:15px;border-collapse:collapse;">${totals}</table>
<h2 style="margin:24px 0 6px;font-size:16px;color:#1b2a3a;">Shipping address</h2>
<p style="margin:0;">${f.shipTo.map(escapeHtml).join('<br>')}</p>`;
}

/** The same facts for the plain-text body. */
export function orderSummaryText(f: OrderMailFacts): string[] {
  const lines = f.lines.flatMap((line) => {
    const pad = line.indent ? '    ' : '';
    const figures = line.quantity === undefined ? '' : `  ${line.quantity} x ${line.unitPrice} = ${line.total}`;
    return [`${pad}- ${line.name}${figures}`, ...line.details.map((d) => `${pad}    ${d}`)];
  });
  return [
    'Items:',
    ...lines,
    '',
    ...f.totals.map((t) => `${t.label}: ${t.value}`),
    '',
    'Shipping address:',
    ...f.shipTo.map((l) => `  ${l}`),
  ];
}

/** The buyer's note under a heading, when there is one (HTML). */
export function orderNoteHtml(heading: string, note: string[] | undefined): string {
  if (!note?.length) return '';
  return `<h2 style="margin:24px 0 6px;font-size:16px;color:#1b2a3a;">${escapeHtml(heading)}</h2>
<p style="margin:0;white-space:pre-line;">${note.map(escapeHtml).join('<br>')}</p>`;
}

/** The same note for the plain-text body: nothing, or the heading, the lines and a blank line. */
export const orderNoteText = (heading: string, note: string[] | undefined): string[] =>
  note?.length ? [`${heading}:`, ...note.map((l) => `  ${l}`), ''] : [];

/** Label and value rows (order number, date, payment) as a small HTML table. */
export function factsTableHtml(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;width:150px;${MUTED}font-weight:normal;">${escapeHtml(label)}</th><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:15px;margin:0 0 16px;">${cells}</table>`;
}
