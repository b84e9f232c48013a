import { describe, expect, it } from 'vitest';
import { categoryOptions, indentedLabel } from './category-options';

const cat = (value: string, name: string, parent: string | null = null) => ({ value, name, parent_category: parent });

describe('categoryOptions', () => {
  it('lists each category before its children, siblings by name', () => {
    const list = [
      cat('r', 'Round Punches', 'p'),
      cat('d', 'Dies'),
      cat('p', 'Punches'),
      cat('s', 'Standard Round', 'r'),
      cat('q', 'Square Punches', 'p'),
    ];
    expect(categoryOptions(list).map((o) => [o.name, o.level])).toEqual([
      ['Dies', 0],
      ['Punches', 0],
      ['Round Punches', 1],
      ['Standard Round', 2],
      ['Square Punches', 1],
    ]);
  });

  it('keeps a category whose parent is unknown, as a main category', () => {
    expect(categoryOptions([cat('a', 'Orphan', 'gone')])).toEqual([{ value: 'a', name: 'Orphan', level: 0 }]);
  });

  it('indents by level', () => {
    expect(indentedLabel({ value: 'a', name: 'A', level: 0 })).toBe('A');
    expect(indentedLabel({ value: 'a', name: 'A', level: 2 })).toBe('\u00a0'.repeat(8) + 'A');
  });
});
