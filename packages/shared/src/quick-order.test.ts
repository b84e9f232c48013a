import { describe, expect, it } from 'vitest';
import { parseQuickOrderText, quickOrderQuantity } from './quick-order.js';

describe('parseQuickOrderText', () => {
  it('reads tab-separated rows pasted from a spreadsheet, skipping its header', () => {
    expect(parseQuickOrderText('Part number\tQuantity\nNB-100\t3\r\nnb-200\t12\n')).toEqual([
      { part_number: 'NB-100', quantity: '3' },
      { part_number: 'nb-200', quantity: '12' },
    ]);
  });

  it('reads comma-separated rows without a header, with spaces around the cells', () => {
    expect(parseQuickOrderText(' NB-100 , 3 \nNB-200,1')).toEqual([
      { part_number: 'NB-100', quantity: '3' },
      { part_number: 'NB-200', quantity: '1' },
    ]);
  });

  it.each(['SKU,Qty', 'part_number,quantity', 'Part No.,Qty', 'Item number,x', 'Part #\tQTY'])('skips the header %j', (header) => {
    expect(parseQuickOrderText(`${header}\nNB-100,2`)).toEqual([{ part_number: 'NB-100', quantity: '2' }]);
  });

  it('takes 1 piece when the quantity is left out, and keeps a bad quantity for the pad to judge', () => {
    expect(parseQuickOrderText('NB-100\nNB-200,\nNB-300,ten\nNB-400,1.5\nNB-500,-2')).toEqual([
      { part_number: 'NB-100', quantity: '1' },
      { part_number: 'NB-200', quantity: '1' },
      { part_number: 'NB-300', quantity: 'ten' },
      { part_number: 'NB-400', quantity: '1.5' },
      { part_number: 'NB-500', quantity: '-2' },
    ]);
  });

  it('reads quoted CSV cells, a byte-order mark and a quoted thousands separator', () => {
    expect(parseQuickOrderText('\uFEFF"Part number","Quantity"\n"NB-1,5""",2\n"NB-600","1,200"\n')).toEqual([
      { part_number: 'NB-1,5"', quantity: '2' },
      { part_number: 'NB-600', quantity: '1200' },
    ]);
  });

  it('drops blank lines and lines without a part number, and ignores further cells', () => {
    expect(parseQuickOrderText('\n\n,4\nNB-100,2,Spindle bits,ignored\n   \n')).toEqual([{ part_number: 'NB-100', quantity: '2' }]);
  });

  it('does not take a first row of data for a header', () => {
    expect(parseQuickOrderText('NB-100,2\nSKU,3')).toEqual([
      { part_number: 'NB-100', quantity: '2' },
      { part_number: 'SKU', quantity: '3' },
    ]);
  });

  it('reads nothing from empty text', () => {
    expect(parseQuickOrderText('')).toEqual([]);
    expect(parseQuickOrderText('Part number,Quantity')).toEqual([]);
  });
});

describe('quickOrderQuantity', () => {
  it.each([
    ['1', 1],
    [' 9999 ', 9999],
    ['0', null],
    ['10000', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    ['ten', null],
    ['1e3', null],
  ])('%j → %j', (text, expected) => {
    expect(quickOrderQuantity(text)).toBe(expected);
  });
});
