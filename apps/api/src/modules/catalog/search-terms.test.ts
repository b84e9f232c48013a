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
      expect(parseSearchTerm(term), term).toMatchObject({ words: 'round punch', sizes: [{ typed: expect.any(String), mm: [28] }] });
    }
    // Ø, dia and diameter say round (issue 28): the size is a diameter.
    expect(parseSearchTerm('DIAMETER 28')).toEqual({ words: 'round', sizes: [{ typed: '28', mm: [28] }], angles: [], diameter: true });
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
      angles: [],
      diameter: false,
    });
    expect(mm('5.0 × 20.0 mm rectangle')).toEqual([[5], [20]]);
  });

  it('leaves part numbers, codes and terms without sizes as typed', () => {
    for (const term of ['NB-TT-RD-B-2800', 'gooseneck R0.8', 'V10 die', '0/0']) {
      expect(parseSearchTerm(term), term).toEqual({ words: term, sizes: [], angles: [], diameter: false });
    }
  });

  it("reads the trade's short words as the catalog's (issue 28), a shape said twice once", () => {
    expect(parseSearchTerm('obround 10 x 30')).toMatchObject({ words: 'oblong', sizes: [{ mm: [10] }, { mm: [30] }] });
    expect(parseSearchTerm('Obround punch').words).toBe('oblong punch');
    expect(parseSearchTerm('sq 10 punch').words).toBe('square punch');
    expect(parseSearchTerm('sq. punch').words).toBe('square punch');
    expect(parseSearchTerm('rect 5x20').words).toBe('rectangle');
    expect(parseSearchTerm('Ø punch')).toEqual({ words: 'round punch', sizes: [], angles: [], diameter: true });
    expect(parseSearchTerm('dia 28 die')).toEqual({ words: 'round die', sizes: [{ typed: '28', mm: [28] }], angles: [], diameter: true });
    expect(parseSearchTerm('round punch Ø28').words).toBe('round punch');
    // Words that merely begin so stay as typed.
    expect(parseSearchTerm('square rectangle diamond').words).toBe('square rectangle diamond');
  });

  it('reads a number with ° or deg as an angle, never as a size', () => {
    expect(parseSearchTerm('gooseneck 88°')).toEqual({ words: 'gooseneck', sizes: [], angles: [88], diameter: false });
    expect(parseSearchTerm('acute punch 30 deg')).toEqual({ words: 'acute punch', sizes: [], angles: [30], diameter: false });
    expect(parseSearchTerm('die 88 degrees V 16')).toMatchObject({ words: 'die v', sizes: [{ mm: [16] }], angles: [88] });
    expect(parseSearchTerm('28°').sizes).toEqual([]);
  });
});
