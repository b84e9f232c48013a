/**
 * Quick order by part number (issue 14): its limits, texts and the reading of pasted or uploaded
 * rows, without zod, so the pad and the API's schema (schemas/quick-order.ts) share one set.
 */
import { CART_LIMITS } from './cart-rules.js';

export const QUICK_ORDER_LIMITS = {
  /** Rows of one pad, and of one 'Add all to cart' request. */
  rows: 200,
  /** The catalog's part numbers are far shorter; longer text is not a part number. */
  partNumberLength: 100,
  quantity: CART_LIMITS.quantity,
} as const;

export const QUICK_ORDER_MESSAGES = {
  notFound: 'Part number not found',
  partNumber: 'Enter a part number.',
  partNumberLength: `A part number has at most ${QUICK_ORDER_LIMITS.partNumberLength} characters.`,
  noRows: 'Add at least one part number.',
  tooManyRows: `A quick order can hold at most ${QUICK_ORDER_LIMITS.rows} rows.`,
  /** The pad kept the first rows of a longer paste or file. */
  rowsLeftOut: (left: number) =>
    `A quick order can hold at most ${QUICK_ORDER_LIMITS.rows} rows: ${left} more ${left === 1 ? 'row was' : 'rows were'} left out.`,
  added: (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'} added to your cart.`,
  refused: (rows: number) => `${rows} ${rows === 1 ? 'row was' : 'rows were'} not added. See the messages in the pad.`,
} as const;

/** A row as pasted or uploaded: the quantity stays text until the pad checks it. */
export interface QuickOrderTextRow {
  part_number: string;
  quantity: string;
}

// A first line naming its columns ('Part number,Quantity', 'SKU<TAB>Qty') is a header, not a part.
const HEADER_CELL = /^(part[\s_-]*(no\.?|number|#)?|sku|item([\s_-]*(no\.?|number))?|quantity|qty)$/i;

/** Splits one line into cells on its delimiter (a tab when it has one, else a comma), honouring "quoted, cells". */
function cellsOf(line: string): string[] {
  const delimiter = line.includes('\t') ? '\t' : ',';
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

// Spreadsheets write thousands with a separator: '1,000' (quoted in CSV) is a thousand pieces.
const GROUPED_NUMBER = /^\d{1,3}(,\d{3})+$/;

/**
 * Reads rows pasted from a spreadsheet or read from a CSV file: one row per line, the part number
 * in the first cell and the quantity in the second (1 when left out); tab- or comma-separated; a
 * header line is skipped; blank lines and lines without a part number are dropped; further cells
 * are ignored. The quantity is not judged here: the pad shows its message beside the row.
 */
export function parseQuickOrderText(text: string): QuickOrderTextRow[] {
  const rows: QuickOrderTextRow[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let first = true;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const [partNumber = '', quantity = ''] = cellsOf(line);
    const isHeader = first && (HEADER_CELL.test(partNumber) || HEADER_CELL.test(quantity));
    first = false;
    if (isHeader || partNumber === '') continue;
    rows.push({
      part_number: partNumber,
      quantity: quantity === '' ? '1' : GROUPED_NUMBER.test(quantity) ? quantity.replace(/,/g, '') : quantity,
    });
  }
  return rows;
}

/** A typed quantity as the cart takes it: a whole number from 1 to 9,999, else null. */
export function quickOrderQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= QUICK_ORDER_LIMITS.quantity ? n : null;
}
