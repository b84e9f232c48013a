import { describe, expect, it } from 'vitest';
import { parseSearchTerm } from './search-terms.js';

const mm = (term: string) => parseSearchTerm(term).sizes.map((s) => s.mm);

describe('parseSearchTerm', () => {
  it('reads 28, 28.0, 28 mm, 28mm, Ø28 and dia/diameter 28 as 28 mm, leaving the other words', () => {
    for (const term of [
      'round punch 28',
      'round punch 28.0',
      'round punch 28 mm',
      'round punch 28mm',
      'round punch Ø28',
      'round dia 28 punch',
    ]) {
      expect(parseSearchTerm(term), term).toEqual({ words: 'round punch', sizes: [{ typed: expect.any(String), mm: [28] }] });
    }
    expect(parseSearchTerm('DIAMETER 28')).toEqual({ words: '', sizes: [{ typed: '28', mm: [28] }] });
  });

  it('reads inches: a unit, a fraction, or a decimal below 10 that may be either', () => {
    expect(mm('1.102 in')).toEqual([[27.99]]);
    expect(mm('1.102"')).toEqual([[27.99]]);
    expect(mm('1-1/4')).toEqual([[31.75]]);
    expect(mm('1 1/4 inch')).toEqual([[31.75]]);
    expect(mm('3/4')).toEqual([[19.05]]);
    expect(mm('1.102')).toEqual([[1.1, 27.99]]);
    expect(mm('16')).toEqual([[16]]);
  });

  it('reads two sizes of a shape in any spelling', () => {
    expect(parseSearchTerm('rectangle 5x20')).toEqual({
      words: 'rectangle',
      sizes: [
        { typed: '5', mm: [5] },
        { typed: '20', mm: [20] },
      ],
    });
    expect(mm('5.0 × 20.0 mm rectangle')).toEqual([[5], [20]]);
  });

  it('leaves part numbers, codes and terms without sizes as typed', () => {
    for (const term of ['NB-TT-RD-B-2800', 'gooseneck R0.8', 'V10 die', 'Ø punch', '0/0']) {
      expect(parseSearchTerm(term), term).toEqual({ words: term, sizes: [] });
    }
  });
});
