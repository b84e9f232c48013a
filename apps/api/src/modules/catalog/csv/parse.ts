import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse as parseStream } from 'csv-parse';
import { parse, type Options } from 'csv-parse/sync';
import { timeSlices } from '../../../lib/time-slices.js';
import { isHeader } from './columns.js';
import { unguardFormula } from './cells.js';

/** The whole file cannot be read as the catalog CSV: the import answers 400 with this message. */
export class CsvFileError extends Error {}

export interface CsvRow {
  /** Spreadsheet row: the header is row 1 (the same as the file's line unless a cell above holds line breaks). */
  row: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

const HEADER_HINT =
  'The first row must be the header with the column names (product_sku, product_name, …): start from an export or the sample file.';

/**
 * The rows of an uploaded file. UTF-8 (with or without the BOM Excel writes) or, failing that,
 * Windows-1252 (Excel's plain "CSV"); separated by commas, or by semicolons or tabs as some
 * spreadsheet locales save it, told apart by which one splits the header into our columns.
 * Rows whose cells are all empty are skipped but still counted, so row numbers match the
 * spreadsheet. The ' that the export puts before formula-like cells is taken off again.
 * Read in slices (parseInSlices): a 20 MB file must not hold up the shop's other requests.
 */
export async function parseCsv(data: Buffer): Promise<CsvTable> {
  const text = await decode(data);
  if (!text.replace(/^\uFEFF/, '').trim()) throw new CsvFileError('The file is empty.');
  const delimiter = headerDelimiter(text);
  let records: string[][];
  try {
    records = await parseInSlices(text, { ...OPTIONS, delimiter });
  } catch (err) {
    throw new CsvFileError(`The file is not valid CSV: ${csvProblem(err)}.`);
  }
  const [header, ...rest] = records;
  if (!header) throw new CsvFileError('The file is empty.');
  const rows: CsvRow[] = [];
  const breathe = timeSlices();
  for (const [i, cells] of rest.entries()) {
    await breathe();
    if (cells.every((c) => c.trim() === '')) continue;
    rows.push({ row: i + 2, cells: cells.map(unguardFormula) });
  }
  if (!rows.length) throw new CsvFileError('The file has a header but no product rows.');
  return { header, rows };
}

/** Characters handed to the parser per turn of the event loop: a few milliseconds of parsing. */
const SLICE_CHARS = 65_536;

/**
 * The same records as csv-parse/sync, from its streaming parser fed one slice per turn of the
 * event loop, so requests that arrive during a large import are answered meanwhile (issue 28
 * item 8: a 19.5 MB file left /health/live unanswered). A parse error rejects with it.
 */
async function parseInSlices(text: string, options: Options): Promise<string[][]> {
  const records: string[][] = [];
  const parser = parseStream(options);
  let failure: unknown;
  parser.on('readable', () => {
    let record: string[] | null;
    while ((record = parser.read() as string[] | null) !== null) records.push(record);
  });
  const ended = new Promise<void>((done) => {
    parser.once('end', done);
    parser.once('error', (err) => {
      failure = err;
      done();
    });
  });
  for (let at = 0; at < text.length && failure === undefined; at += SLICE_CHARS) {
    parser.write(text.slice(at, at + SLICE_CHARS));
    await nextTurn();
  }
  if (failure === undefined) parser.end();
  await ended;
  if (failure !== undefined) throw failure;
  return records;
}

const OPTIONS: Options = {
  bom: true,
  // Spreadsheets drop trailing empty cells on some rows; a missing cell reads as empty.
  relax_column_count: true,
  // A stray " inside an unquoted cell (5" punch) is kept as text rather than failing the file.
  relax_quotes: true,
  skip_empty_lines: false,
};

async function decode(data: Buffer): Promise<string> {
  const head = data.subarray(0, 8192);
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    throw new CsvFileError(
      'This is an Excel workbook (.xlsx), not a CSV file: in Excel choose File › Save As › CSV UTF-8, then import that file.',
    );
  }
  if (head.includes(0)) throw new CsvFileError('The file is not a CSV file (it holds binary data).');
  try {
    return await decodeInSlices(data, new TextDecoder('utf-8', { fatal: true }));
  } catch {
    return decodeInSlices(data, new TextDecoder('windows-1252'));
  }
}

/** Bytes decoded per turn of the event loop: 20 MB at once took ~60 ms. */
const DECODE_SLICE = 1 << 20;

/** The decoder's text of the whole file, a slice per turn (a character split between slices is kept whole). */
async function decodeInSlices(data: Buffer, decoder: TextDecoder): Promise<string> {
  const parts: string[] = [];
  for (let at = 0; at < data.length; at += DECODE_SLICE) {
    parts.push(decoder.decode(data.subarray(at, at + DECODE_SLICE), { stream: true }));
    await nextTurn();
  }
  parts.push(decoder.decode());
  return parts.join('');
}

const DELIMITERS = [',', ';', '\t'] as const;

function headerDelimiter(text: string): string {
  // The header is one short line: its first 64 KB are plenty, and spare parsing the whole file thrice.
  const head = text.slice(0, 65_536);
  for (const delimiter of DELIMITERS) {
    try {
      const [first] = parse(head, { ...OPTIONS, delimiter, to: 1 }) as string[][];
      if (first && isHeader(first)) return delimiter;
    } catch {
      // not this delimiter (or not CSV at all): the next one is tried, then the hint below
    }
  }
  throw new CsvFileError(HEADER_HINT);
}

function csvProblem(err: unknown): string {
  const e = err as { code?: string; lines?: number; message?: string };
  if (e.code === 'CSV_QUOTE_NOT_CLOSED') return `a quoted cell opened near line ${e.lines ?? '?'} is never closed`;
  return (e.message ?? 'unreadable').replace(/\.$/, '');
}
