import { inflateSync } from 'node:zlib';

// Shared by the documents' test files (not a test file itself): just enough of a PDF reader to
// check what pdfkit wrote, with no PDF library and no poppler on the CI machine.

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let m = header.exec(text); m; m = header.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataStart = start + streamAt + 'stream'.length + (text[start + streamAt + 6] === '\r' ? 2 : 1);
    const raw = pdf.subarray(dataStart, dataStart + length);
    objects.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

// WinAnsiEncoding is Latin-1 except 0x80–0x9F (Node's TextDecoder may lack windows-1252).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = {
  decode: (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join(''),
};

/** The text of every page, in page order: one entry per text run pdfkit drew (a wrapped line each). */
export function pdfPages(pdf: Buffer): string[][] {
  const objects = objectsOf(pdf);
  const root = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(root?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((k) => Number(k[1]));
  return kids.map((pageId) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(pageId)?.dict ?? '')?.[1];
    const stream = objects.get(Number(contents))?.stream?.toString('latin1') ?? '';
    return [...stream.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)].map((run) =>
      [...run[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => winAnsi.decode(Buffer.from(hex[1], 'hex'))).join(''),
    );
  });
}

/** All the text of a PDF, runs joined by spaces (so a wrapped name reads as one). */
export const pdfText = (pdf: Buffer): string => pdfPages(pdf).flat().join(' ').replace(/\s+/g, ' ');

/** Whether the file has the structure of a PDF: header, cross-reference table, trailer, end marker. */
export function looksLikePdf(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  return text.startsWith('%PDF-') && text.slice(xrefAt, xrefAt + 4) === 'xref' && text.includes('trailer');
}
