/** Page furniture for the A4-portrait datasheets (1240x1754): header, tables, notes and footer. */
import { C, svgDoc, text } from './kit.js';

export const SHEET_W = 1240,
  SHEET_H = 1754;
const M = 90;

export interface SheetTable {
  columns: { title: string; width: number; align?: 'start' | 'middle' }[];
  rows: string[][];
}

/** A datasheet page: brand header with title, the supplied body and the contact footer. */
export function sheet(docNo: string, title: string, subtitle: string, body: string): string {
  return svgDoc(
    SHEET_W,
    SHEET_H,
    `
<rect width="${SHEET_W}" height="${SHEET_H}" fill="#FFFFFF"/>
<rect width="${SHEET_W}" height="250" fill="${C.navy}"/><rect y="250" width="${SHEET_W}" height="10" fill="${C.amber}"/>
<g transform="translate(${M} 70)"><path d="M0 0H56V56H0Z" fill="${C.amber}"/><path d="M14 44V12L42 44V12" fill="none" stroke="${C.navy}" stroke-width="7" stroke-linejoin="round"/></g>
${text(M + 76, 112, 'NORTHBEND TOOLING', 30, '#FFFFFF', 'font-weight="bold" letter-spacing="3"')}
${text(SHEET_W - M, 112, docNo, 20, C.steelLight, 'text-anchor="end" letter-spacing="1"')}
${text(M, 190, title, 44, '#FFFFFF', 'font-weight="bold"')}
${text(M, 228, subtitle, 22, C.amberLight)}
${body}
<line x1="${M}" y1="${SHEET_H - 120}" x2="${SHEET_W - M}" y2="${SHEET_H - 120}" stroke="${C.steelLight}" stroke-width="2"/>
${text(M, SHEET_H - 80, '4120 Northbend Industrial Drive, Grand Rapids, MI 49512, USA', 18, C.steelDark)}
${text(M, SHEET_H - 52, '+1 (616) 555-0142 · sales@northbendtooling.com', 18, C.steelDark)}
${text(SHEET_W - M, SHEET_H - 66, 'Values are guidance; confirm with our engineers.', 16, C.steel, 'text-anchor="end" font-style="italic"')}`,
  );
}

/** A section heading with an amber rule beneath it. */
export function sectionHeading(y: number, s: string): string {
  return `${text(M, y, s, 28, C.navy, 'font-weight="bold"')}<rect x="${M}" y="${y + 14}" width="80" height="5" fill="${C.amber}"/>`;
}

/** A zebra-striped table starting at y; returns the SVG and the y just below it. */
export function table(y: number, t: SheetTable, rowH = 52): { svg: string; bottom: number } {
  const parts: string[] = [`<rect x="${M}" y="${y}" width="${SHEET_W - 2 * M}" height="${rowH + 8}" fill="${C.navy}"/>`];
  let x = M;
  for (const col of t.columns) {
    const tx = col.align === 'middle' ? x + col.width / 2 : x + 18;
    parts.push(text(tx, y + rowH / 2 + 12, col.title, 19, '#FFFFFF', `font-weight="bold" text-anchor="${col.align ?? 'start'}"`));
    x += col.width;
  }
  t.rows.forEach((row, r) => {
    const ry = y + rowH + 8 + r * rowH;
    if (r % 2 === 0) parts.push(`<rect x="${M}" y="${ry}" width="${SHEET_W - 2 * M}" height="${rowH}" fill="${C.steelPale}"/>`);
    let cx = M;
    row.forEach((cell, c) => {
      const col = t.columns[c];
      const tx = col.align === 'middle' ? cx + col.width / 2 : cx + 18;
      parts.push(
        text(tx, ry + rowH / 2 + 8, cell, 20, C.navy, `text-anchor="${col.align ?? 'start'}"${c === 0 ? ' font-weight="bold"' : ''}`),
      );
      cx += col.width;
    });
  });
  const bottom = y + rowH + 8 + t.rows.length * rowH;
  parts.push(`<rect x="${M}" y="${y}" width="${SHEET_W - 2 * M}" height="${bottom - y}" fill="none" stroke="${C.navy}" stroke-width="2"/>`);
  return { svg: parts.join(''), bottom };
}

/** A bulleted list of short notes; returns the SVG and the y just below it. */
export function notes(y: number, lines: string[], gap = 40): { svg: string; bottom: number } {
  const svg = lines
    .map(
      (l, i) =>
        `<rect x="${M}" y="${y + i * gap - 12}" width="10" height="10" fill="${C.amber}"/>${text(M + 26, y + i * gap, l, 20, C.navy)}`,
    )
    .join('');
  return { svg, bottom: y + lines.length * gap };
}

export const SHEET_MARGIN = M;
