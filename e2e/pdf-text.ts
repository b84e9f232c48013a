import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader for a journey to check what the shop's PDFs print (not a spec file):
 * every compressed stream inflated, the text runs pdfkit draws (hex strings in TJ arrays, WinAnsi)
 * joined by spaces. The API's documents tests read pages in order; a journey only asks what is there.
 */
export function pdfText(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const runs: string[] = [];
  for (const m of text.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('endstream', start);
    let stream: string;
    try {
      stream = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // an image or font stream that is not ours to read
    }
    for (const run of stream.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g))
      runs.push([...run[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}
