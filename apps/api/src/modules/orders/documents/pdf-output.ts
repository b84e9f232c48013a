import PDFDocument from 'pdfkit';

/** Page, palette and fonts shared by the order PDFs (the palette is the emails' and storefront's). */
export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 48;
/** Kept free at the bottom of every page for the footer; content never runs into it. */
export const FOOTER_SPACE = 36;

export const COLORS = {
  navy: '#1b2a3a',
  amber: '#e8a317',
  text: '#1f2d3b',
  muted: '#5b6b7b',
  rule: '#d5dbe1',
  faintRule: '#e8ecf0',
  band: '#f3f5f8',
  white: '#ffffff',
} as const;

/** pdfkit's built-in Helvetica: nothing to embed or download. */
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export const contentLeft = (doc: Pdf): number => doc.page.margins.left;
export const contentRight = (doc: Pdf): number => doc.page.width - doc.page.margins.right;
export const contentWidth = (doc: Pdf): number => contentRight(doc) - contentLeft(doc);
/** The lowest y content may reach on the current page. */
export const contentBottom = (doc: Pdf): number => doc.page.height - doc.page.margins.bottom;

export interface PdfMeta {
  title: string;
  author: string;
  subject: string;
  /** Written as the PDF's creation date, so the same order always gives the same document. */
  createdAt: Date;
}

export interface RenderOptions {
  /** Tests may turn stream compression off to read the page content directly. */
  compress?: boolean;
}

/**
 * Lays out a document with `draw`, then stamps every page with `footer` (which needs the page
 * count, hence buffered pages) and collects the output into one Buffer.
 */
export async function renderPdf(
  meta: PdfMeta,
  draw: (doc: Pdf) => void,
  footer: (doc: Pdf, page: number, pageCount: number) => void,
  opts: RenderOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    compress: opts.compress ?? true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      Creator: meta.author,
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer sits inside the bottom margin: without this pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    footer(doc, i - start + 1, count);
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
}

// Windows-1252 beyond Latin-1: the only characters the built-in fonts can draw besides Latin-1.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
// Readable stand-ins for symbols the catalog uses in names ('□ 10–20' is a square punch).
const STAND_INS: Record<string, string> = { '□': 'SQ', '≈': '~', '≤': '<=', '≥': '>=', '−': '-', '→': '->', '✓': 'Yes' };

/**
 * Text as Helvetica can print it. The built-in fonts only cover Windows-1252 and would draw any
 * other character as a wrong glyph; those become a stand-in or '?'.
 */
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(ch) || ch === '\n') out += ch;
    else out += STAND_INS[ch] ?? (code < 0x20 ? ' ' : '?');
  }
  return out;
}
