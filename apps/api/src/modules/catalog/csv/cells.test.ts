import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_CSV_FIXED_COLUMNS } from '@northbend/shared';
import type { StoredVariantOption } from '../../../db/schema/index.js';
import { guardFormula, readList, readNumber, unguardFormula, writeList } from './cells.js';
import { optionsInput, readOptions, writeOptions } from './options-cell.js';

describe('list cells', () => {
  it('split on unescaped | and keep any character of a name', () => {
    const names = ['Strippit/LVD', 'A|B', 'back\\slash', ' spaced '];
    const cell = writeList(names);
    expect(cell).toBe('Strippit/LVD|A\\|B|back\\\\slash| spaced ');
    expect(readList(cell)).toEqual(['Strippit/LVD', 'A|B', 'back\\slash', 'spaced']);
    expect(readList(' amada | | trumpf ')).toEqual(['amada', 'trumpf']);
    expect(readList('')).toEqual([]);
  });
});

describe('numbers', () => {
  it('reads dollars as spreadsheets format them and leaves anything else to the schema', () => {
    expect(readNumber('49.50')).toBe(49.5);
    expect(readNumber(' $1,075.00 ')).toBe(1075);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('12,5')).toBe('12,5');
    expect(readNumber('twelve')).toBe('twelve');
    expect(readNumber('1,23')).toBe('1,23');
  });
});

describe('formula guard', () => {
  it('quotes what a spreadsheet would run, and reading takes exactly one quote off', () => {
    for (const text of ['=1+1', '+49', '-5', '@SUM(A1)', '\tx', "'=x", "''+y", 'plain', "'plain", '5-6']) {
      expect(unguardFormula(guardFormula(text))).toBe(text);
    }
    expect(guardFormula('=1+1')).toBe("'=1+1");
    expect(guardFormula("'=x")).toBe("''=x");
    expect(guardFormula('5-6')).toBe('5-6');
    expect(guardFormula("'plain")).toBe("'plain");
  });
});

describe('the variant_options cell', () => {
  const options: StoredVariantOption[] = [
    {
      id: 'o1',
      name: 'Die Clearance',
      link: 5,
      children: [
        { name: '0.10 mm', priceCents: 0, isDefault: false },
        { name: '0.15 mm', priceCents: 0, isDefault: true },
      ],
    },
    {
      id: 'o2',
      name: 'Odd; name = [x]',
      link: 0,
      children: [
        { name: 'Ratio 1:2 | *best*', priceCents: 1250, isDefault: true },
        { name: 'back\\slash', priceCents: 5, isDefault: false },
      ],
    },
  ];

  it('writes options readably and reads back what it wrote, escapes included', () => {
    const cell = writeOptions(options);
    expect(cell).toBe(
      'Die Clearance [info]=0.10 mm:0.00|0.15 mm:0.00*;Odd\\; name \\= \\[x]=Ratio 1\\:2 \\| \\*best\\*:12.50*|back\\\\slash:0.05',
    );
    expect(readOptions(cell)).toEqual({ options: optionsInput(options) });
  });

  it('accepts spaces and any case around the marks', () => {
    expect(readOptions(' Coating = None : 0 * | TiN : 12.5 ; Grind [INFO]=Flat:0*')).toEqual({
      options: [
        {
          variant_options_name: 'Coating',
          variant_options_link: 0,
          variant_options_lists: [
            { variant_options_child_name: 'None', variant_options_child_price: 0, variant_options_child_is_default: true },
            { variant_options_child_name: 'TiN', variant_options_child_price: 12.5, variant_options_child_is_default: false },
          ],
        },
        {
          variant_options_name: 'Grind',
          variant_options_link: 5,
          variant_options_lists: [
            { variant_options_child_name: 'Flat', variant_options_child_price: 0, variant_options_child_is_default: true },
          ],
        },
      ],
    });
    expect(readOptions('')).toEqual({ options: [] });
  });

  it('names the first mistake', () => {
    expect(readOptions('Coating None:0').error).toMatch(/"Coating None:0" has no = between the option name and its choices/);
    expect(readOptions('=None:0*').error).toMatch(/an option has no name before its =/);
    expect(readOptions('Coating=None*|TiN:12').error).toBe(
      'variant_options: the choice "None" of "Coating" needs a price (choice:price, e.g. TiN:12.50)',
    );
    expect(readOptions('Coating=None:free*').error).toBe(
      'variant_options: the price of "None" in "Coating" must be a number of dollars (choice:price, e.g. TiN:12.50)',
    );
  });
});

describe('docs/catalog-csv.md', () => {
  it('documents every column', () => {
    const docs = readFileSync(resolve(import.meta.dirname, '../../../../../../docs/catalog-csv.md'), 'utf8');
    for (const column of CATALOG_CSV_FIXED_COLUMNS) expect(docs, column).toContain(`\`${column}\``);
  });
});
