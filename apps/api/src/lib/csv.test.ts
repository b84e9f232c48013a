import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.js';

describe('csvLine', () => {
  it('quotes what must be quoted, doubles quotes and ends with CRLF', () => {
    expect(csvLine(['NB-1', 12.5, null, 'a,b', 'say "hi"', 'two\nlines', ' padded'])).toBe(
      'NB-1,12.5,,"a,b","say ""hi""","two\nlines"," padded"\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvLine(['=1+1', '+49 30', '-x', '@SUM(A1)', 'plain'])).toBe("'=1+1,'+49 30,'-x,'@SUM(A1),plain\r\n");
    expect(csvLine([-5])).toBe('-5\r\n');
  });
});
