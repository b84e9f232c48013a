import { CSV_LIST_SEPARATOR } from '@northbend/shared';

// How values are written into and read from the cells of the catalog CSV (docs/catalog-csv.md).
// Lists are items separated by |; a backslash makes the next character plain text, so a name
// may hold any character. Readers split on unescaped separators first and unescape last, which
// lets the options cell nest its separators (; between options, | between choices).

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) is
 * written with a leading ' (the OWASP advice on CSV injection). Cells that already start with
 * quotes before such a character get one more, so the reader's removal of one is exact.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

export const guardFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);
export const unguardFormula = (cell: string): string => (GUARDED.test(cell) ? cell.slice(1) : cell);

/** `text` with a backslash before each backslash and each of `specials`. */
export function escapeText(text: string, specials: string): string {
  let out = '';
  for (const ch of text) out += ch === '\\' || specials.includes(ch) ? `\\${ch}` : ch;
  return out;
}

/** Drops the escaping backslashes: `a\|b` → `a|b`, `a\\b` → `a\b`. */
export function unescapeText(text: string): string {
  return text.replace(/\\(.)/gs, '$1');
}

/** Splits on each `separator` that has no backslash before it; the parts keep their escapes. */
export function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      current += ch + text[i + 1];
      i++;
    } else if (ch === separator) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** Index of the first (or last) `separator` without a backslash before it, or -1. */
export function indexOfUnescaped(text: string, separator: string, last = false): number {
  let found = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === separator) {
      if (!last) return i;
      found = i;
    }
  }
  return found;
}

/** Whether `text` ends with `suffix` (any case) that is not escaped. */
export function endsWithUnescaped(text: string, suffix: string): boolean {
  if (!text.toLowerCase().endsWith(suffix.toLowerCase())) return false;
  let slashes = 0;
  for (let i = text.length - suffix.length - 1; i >= 0 && text[i] === '\\'; i--) slashes++;
  return slashes % 2 === 0;
}

/** The items of a list cell, unescaped and trimmed; empty items are dropped. */
export function readList(cell: string): string[] {
  return splitUnescaped(cell, CSV_LIST_SEPARATOR)
    .map((item) => unescapeText(item.trim()))
    .filter((item) => item !== '');
}

/** A list cell; `specials` are further characters the reader splits on (e.g. ':' in models). */
export function writeList(items: readonly string[], specials = ''): string {
  return items.map((item) => escapeText(item, CSV_LIST_SEPARATOR + specials)).join(CSV_LIST_SEPARATOR);
}

/** Cents as the file shows dollars: 4950 → '49.50'. */
export const writeDollars = (cents: number): string => (cents / 100).toFixed(2);

/** A measurement bound as typed by staff (no float noise): 0.1 + 0.2 stays '0.3'. */
export const writeNumber = (n: number | null | undefined): string => (n == null ? '' : String(Number(n.toPrecision(12))));

// '1,234.50' as a spreadsheet may format it; a comma is read as a thousands separator only in
// that exact shape, so '12,5' (a decimal comma) stays a mistake the schema names.
const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * A number cell: undefined when empty (the schema's default applies), the number when it reads
 * as one (a leading $ and thousands separators allowed), else the text itself, so the shared
 * schema answers with its own words ('product_price must be a number').
 */
export function readNumber(cell: string): number | string | undefined {
  let text = cell.trim();
  if (text === '') return undefined;
  if (text.startsWith('$')) text = text.slice(1).trim();
  if (THOUSANDS.test(text)) text = text.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return cell.trim();
  return Number(text);
}
