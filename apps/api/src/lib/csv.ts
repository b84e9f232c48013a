/** One CSV cell: numbers as they are; text quoted when it must be (RFC 4180). */
export type CsvCell = string | number | null | undefined;

// A cell that starts with one of these is run as a formula by spreadsheet programs: a customer's
// name such as '=HYPERLINK(…)' must stay text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of CSV, ended with CRLF as RFC 4180 writes it. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;
